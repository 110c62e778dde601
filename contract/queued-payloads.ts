// What the client's offline queue stores for each write that may wait offline, checked again when
// a stored write is restored (src/lib/offline/queue-registry.ts). Client-side shapes, kept with the
// contract they restate.
import { z } from 'zod/mini'
import { aftermarketDomain } from './aftermarket'
// Types only: the DNS record rules (contract/dns.ts) stay off the first route; the server checks
// a replayed record against them.
import type { DnsType, ProxyStatus } from './dns'
import { usd } from './usd'

export const cartAddPayload = z.object({
  domain: z.string().check(z.minLength(1)),
  price: usd,
  renewal_price: usd,
})
export type CartAddPayload = z.infer<typeof cartAddPayload>

export const cartRemovePayload = z.object({ domain: z.string().check(z.minLength(1)) })
export type CartRemovePayload = z.infer<typeof cartRemovePayload>

/** The whole listing, so the cart can show it before the server answers. */
export const marketAddPayload = z.object({ listing: aftermarketDomain })
export type MarketAddPayload = z.infer<typeof marketAddPayload>

export const marketRemovePayload = z.object({ domain_id: z.number().check(z.int(), z.positive()) })
export type MarketRemovePayload = z.infer<typeof marketRemovePayload>

/**
 * A DNS record added offline: the record as the form made it. Replayed to POST .../dns, it is
 * applied as a change like a previewed one (history, undo, the domain's claim).
 */
export const dnsAddPayload = z.object({
  domain: z.string().check(z.minLength(1)),
  type: z.custom<DnsType>((v: unknown) => typeof v === 'string' && v.length > 0),
  name: z.string(),
  content: z.string(),
  proxy_status: z.custom<ProxyStatus>((v: unknown) => v === 'PROXIED' || v === 'DNS_ONLY'),
})
export type DnsAddPayload = z.infer<typeof dnsAddPayload>

export const dnsDeletePayload = z.object({
  domain: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
})
export type DnsDeletePayload = z.infer<typeof dnsDeletePayload>
