import { useState } from 'react'
import type { DnsChangeView } from '@contract/dns-changes'
import type { PreviewSheetFlow } from '../dns/components/dns-preview-sheet'
import { settleApply } from '../dns/use-dns-change'
import type { EmailWrites } from './api/email-routing'

/**
 * Turning forwarding on: the server plans its MX and SPF records, the owner reads the plan in the
 * DNS preview sheet and applies it. When the zone moved in between (409 stale_preview) the plan is
 * made again and shown, never applied blindly.
 */
export function useEmailEnableFlow(
  writes: EmailWrites,
  on: { applied: (change?: DnsChangeView) => void; failed: (err: Error) => void },
): PreviewSheetFlow & { open: () => void } {
  const { previewEnable: preview, enable: apply } = writes
  const [request, setRequest] = useState<true | null>(null)
  const [stale, setStale] = useState(false)
  const close = () => {
    setRequest(null)
    preview.reset()
    apply.reset()
  }
  const plan = () => preview.mutate()
  return {
    request,
    preview,
    apply,
    stale,
    open: () => {
      setRequest(true)
      setStale(false)
      plan()
    },
    close,
    retry: plan,
    confirm: () => {
      if (!preview.data) return
      apply.mutate(
        preview.data.basis,
        settleApply({
          close,
          replan: () => {
            setStale(true)
            apply.reset()
            plan()
          },
          applied: (res) => on.applied(res.change),
          failed: on.failed,
        }),
      )
    },
  }
}
