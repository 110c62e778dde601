import { z } from 'zod/mini'
import { setDdosProtection, setSslMode } from '@contract/dns.endpoints'
import { ddosProtection, sslMode } from '@contract/domains'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation } from '@/lib/offline/queue-registry'
import { queryKeys } from '@/lib/query-keys'

const sslPayload = z.object({ domain: z.string().check(z.minLength(1)), ssl_mode: sslMode })
export type SslPayload = z.infer<typeof sslPayload>

/** SSL and DDoS changes wait offline and replay in order, each with its own key. */
export const sslWrite = defineQueuedMutation({
  mutationKey: ['domain-cdn', 'ssl'],
  payload: sslPayload,
  mutationFn: ({ idempotencyKey, domain, ssl_mode }) =>
    callEndpoint(setSslMode, { body: { ssl_mode }, params: { domain }, idempotencyKey }),
  invalidates: [queryKeys.userDomains],
})

const ddosPayload = z.object({
  domain: z.string().check(z.minLength(1)),
  ddos_protection: ddosProtection,
})
export type DdosPayload = z.infer<typeof ddosPayload>

export const ddosWrite = defineQueuedMutation({
  mutationKey: ['domain-cdn', 'ddos'],
  payload: ddosPayload,
  mutationFn: ({ idempotencyKey, domain, ddos_protection }) =>
    callEndpoint(setDdosProtection, {
      body: { ddos_protection },
      params: { domain },
      idempotencyKey,
    }),
  invalidates: [queryKeys.userDomains],
})
