import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { dnsListResponse, dnsType, proxyStatus } from '@contract/dns'
import { createDnsRecord, deleteDnsRecord, listDnsRecords } from '@contract/dns.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

registerPersistedQuery(['domain-dns'], dnsListResponse)

export const dnsRecordsQueryOptions = defineQuery(['domain-dns'], (domain: string) =>
  queryOptions({
    queryKey: ['domain-dns', domain] as const,
    queryFn: ({ signal }) => callEndpoint(listDnsRecords, { signal, params: { domain } }),
  }),
)

export const useDnsRecords = (domain: string) => useQuery(dnsRecordsQueryOptions(domain))

const addPayload = z.object({
  domain: z.string().check(z.minLength(1)),
  type: dnsType,
  name: z.string(),
  content: z.string(),
  proxy_status: proxyStatus,
})
export type DnsAddPayload = z.infer<typeof addPayload>

/** A new record waits offline and is sent once with the key made when the user saved it. */
export const dnsAddWrite = defineQueuedMutation({
  mutationKey: ['domain-dns', 'add'],
  payload: addPayload,
  mutationFn: ({ idempotencyKey, domain, ...body }) =>
    callEndpoint(createDnsRecord, { body, params: { domain }, idempotencyKey }),
  invalidates: [['domain-dns']],
})

const deletePayload = z.object({
  domain: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
})
export type DnsDeletePayload = z.infer<typeof deletePayload>

export const dnsDeleteWrite = defineQueuedMutation({
  mutationKey: ['domain-dns', 'delete'],
  payload: deletePayload,
  mutationFn: ({ idempotencyKey, domain, id }) =>
    callEndpoint(deleteDnsRecord, { params: { domain, id }, idempotencyKey }),
  invalidates: [['domain-dns']],
})
