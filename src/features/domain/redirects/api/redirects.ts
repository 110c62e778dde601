import { useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { redirectListResponse, redirectStatus } from '@contract/redirects'
import { createRedirect, deleteRedirect, listRedirects } from '@contract/redirects.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'
import { defineDomainQuery } from '../../domain-query'

export const redirectsQueryOptions = defineDomainQuery(
  'domain-redirects',
  listRedirects,
  redirectListResponse,
)

export const useRedirects = (domain: string) => useQuery(redirectsQueryOptions(domain))

const addPayload = z.object({
  domain: z.string().check(z.minLength(1)),
  source: z.string(),
  target: z.string(),
  status_code: redirectStatus,
  keep_path: z.boolean(),
})
export type RedirectAddPayload = z.infer<typeof addPayload>

/**
 * A new redirect waits offline like a DNS record and is sent once with the key made on save. It
 * may add a placeholder DNS record, so the DNS list is refetched too.
 */
export const redirectAddWrite = defineQueuedMutation({
  mutationKey: ['domain-redirects', 'add'],
  payload: addPayload,
  mutationFn: ({ idempotencyKey, domain, ...body }) =>
    callEndpoint(createRedirect, { body, params: { domain }, idempotencyKey }),
  invalidates: [['domain-redirects'], ['domain-dns']],
})

const deletePayload = z.object({
  domain: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
})

export const redirectDeleteWrite = defineQueuedMutation({
  mutationKey: ['domain-redirects', 'delete'],
  payload: deletePayload,
  mutationFn: ({ idempotencyKey, domain, id }) =>
    callEndpoint(deleteRedirect, { params: { domain, id }, idempotencyKey }),
  invalidates: [['domain-redirects'], ['domain-dns']],
})
