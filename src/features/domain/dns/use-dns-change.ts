import { useState } from 'react'
import type { DnsChangeRequest, DnsChangeView } from '@contract/dns-changes'
import { ApiError, newIdempotencyKey } from '@/lib/api-client'
import { useApplyDnsChange, usePreviewDnsChange } from './api/dns-changes'

/**
 * What follows an apply: done, the sheet closes and the caller hears of it; refused because the
 * zone moved since the preview (409 stale_preview), the plan is made again and shown; any other
 * failure closes the sheet and is reported. Record edits and turning email forwarding on alike.
 */
export function settleApply<T>(on: {
  close: () => void
  replan: () => void
  applied: (res: T) => void
  failed: (err: Error) => void
}) {
  return {
    onSuccess: (res: T) => {
      on.close()
      on.applied(res)
    },
    onError: (err: Error) => {
      if (err instanceof ApiError && err.code === 'stale_preview') return on.replan()
      on.close()
      on.failed(err)
    },
  }
}

/**
 * One DNS change from preview to apply: the server plans it from the zone's records, the owner
 * reads the plan and applies it. When the records moved in between (409 stale_preview), the plan is
 * made again and shown, never applied blindly. Records, templates and redirects alike.
 */
export function useDnsChangeFlow(
  domain: string,
  on: {
    applied: (change: DnsChangeView) => void
    failed: (err: Error, request: DnsChangeRequest) => void
    /** A preview the server refused; true when the caller shows it (the sheet then closes). */
    refused?: (err: Error, request: DnsChangeRequest) => boolean
  },
) {
  const preview = usePreviewDnsChange(domain)
  const apply = useApplyDnsChange(domain)
  const [request, setRequest] = useState<DnsChangeRequest | null>(null)
  const [stale, setStale] = useState(false)

  const close = () => {
    setRequest(null)
    preview.reset()
    apply.reset()
  }
  const plan = (next: DnsChangeRequest) =>
    preview.mutate(next, { onError: (err) => on.refused?.(err, next) && close() })
  const open = (next: DnsChangeRequest) => {
    setRequest(next)
    setStale(false)
    apply.reset()
    plan(next)
  }
  const confirm = () => {
    if (!request || !preview.data) return
    const input = { change: request, basis: preview.data.basis, key: newIdempotencyKey() }
    apply.mutate(
      input,
      settleApply({
        close,
        replan: () => {
          setStale(true)
          apply.reset()
          plan(request)
        },
        applied: (res) => on.applied(res.change),
        failed: (err) => on.failed(err, request),
      }),
    )
  }
  const retry = () => request && plan(request)
  return { request, preview, apply, stale, open, close, confirm, retry }
}

export type DnsChangeFlow = ReturnType<typeof useDnsChangeFlow>
