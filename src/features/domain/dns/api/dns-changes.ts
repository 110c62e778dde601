import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { dnsChangeList, type DnsChangeRequest } from '@contract/dns-changes'
import {
  applyDnsChange,
  listDnsChanges,
  previewDnsChange,
  undoDnsChange,
} from '@contract/dns-changes.endpoints'
import { callEndpoint, newIdempotencyKey } from '@/lib/api-client'
import { dnsRecordsQueryOptions } from './dns-records'
import { redirectsQueryOptions } from '../../redirects/api/redirects'
import { defineDomainQuery } from '../../domain-query'

export const dnsChangesQueryOptions = defineDomainQuery(
  'domain-dns-changes',
  listDnsChanges,
  dnsChangeList,
)

export const useDnsChanges = (domain: string) => useQuery(dnsChangesQueryOptions(domain))

/** What a change would do; asks the server, changes nothing. */
export function usePreviewDnsChange(domain: string) {
  return useMutation({
    mutationFn: (change: DnsChangeRequest) =>
      callEndpoint(previewDnsChange, { params: { domain }, body: change }),
  })
}

/** The records, the redirects and the history move after an apply or an undo. */
function useRefresh(domain: string) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dnsRecordsQueryOptions(domain).queryKey }),
      client.invalidateQueries({ queryKey: redirectsQueryOptions(domain).queryKey }),
      client.invalidateQueries({ queryKey: dnsChangesQueryOptions(domain).queryKey }),
    ])
}

/** Applies a previewed change; `key` is made when the owner tapped Apply, so a retry is one apply. */
export function useApplyDnsChange(domain: string) {
  const refresh = useRefresh(domain)
  return useMutation({
    mutationFn: (input: { change: DnsChangeRequest; basis: string; key: string }) =>
      callEndpoint(applyDnsChange, {
        params: { domain },
        body: { change: input.change, basis: input.basis },
        idempotencyKey: input.key,
      }),
    onSettled: refresh,
  })
}

export function useUndoDnsChange(domain: string) {
  const refresh = useRefresh(domain)
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(undoDnsChange, {
        params: { domain, id: String(id) },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: refresh,
  })
}
