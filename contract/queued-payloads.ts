// What the client's offline queue stores for each write that may wait offline, checked again when
// a stored write is restored (src/lib/offline/queue-registry.ts). Client-side shapes, kept with the
// contract they restate.
import { z } from 'zod/mini'
import { aftermarketDomain } from './aftermarket'
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
