import { useState } from 'react'
import type { DnsChangeRequest, DnsChangeView } from '@contract/dns-changes'
import { ApiError, newIdempotencyKey } from '@/lib/api-client'
import { useApplyDnsChange, usePreviewDnsChange } from './api/dns-changes'

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
    apply.mutate(input, {
      onSuccess: (res) => {
        close()
        on.applied(res.change)
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'stale_preview') {
          setStale(true)
          apply.reset()
          plan(request)
          return
        }
        close()
        on.failed(err, request)
      },
    })
  }
  const retry = () => request && plan(request)
  return { request, preview, apply, stale, open, close, confirm, retry }
}

export type DnsChangeFlow = ReturnType<typeof useDnsChangeFlow>
