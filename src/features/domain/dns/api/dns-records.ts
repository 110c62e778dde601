import { useQuery } from '@tanstack/react-query'
import { dnsListResponse } from '@contract/dns'
import { dnsAddPayload, dnsDeletePayload } from '@contract/queued-payloads'
import { createDnsRecord, deleteDnsRecord, listDnsRecords } from '@contract/dns.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'
import { defineDomainQuery } from '../../domain-query'

export const dnsRecordsQueryOptions = defineDomainQuery(
  'domain-dns',
  listDnsRecords,
  dnsListResponse,
)

export const useDnsRecords = (domain: string) => useQuery(dnsRecordsQueryOptions(domain))

/**
 * A new record waits offline and is sent once with the key made when the user saved it; the server
 * applies it as a change, so the history (and its Undo) moves with the records.
 */
export const dnsAddWrite = defineQueuedMutation({
  mutationKey: ['domain-dns', 'add'],
  payload: dnsAddPayload,
  mutationFn: ({ idempotencyKey, domain, ...body }) =>
    callEndpoint(createDnsRecord, { body, params: { domain }, idempotencyKey }),
  invalidates: [['domain-dns'], ['domain-dns-changes']],
})

export const dnsDeleteWrite = defineQueuedMutation({
  mutationKey: ['domain-dns', 'delete'],
  payload: dnsDeletePayload,
  mutationFn: ({ idempotencyKey, domain, id }) =>
    callEndpoint(deleteDnsRecord, { params: { domain, id }, idempotencyKey }),
  invalidates: [['domain-dns'], ['domain-dns-changes']],
})
