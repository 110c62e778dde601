// What the client's offline queue stores for each write that may wait offline, checked again when
// a stored write is restored (src/lib/offline/queue-registry.ts). Client-side shapes, kept with the
// contract because the queue is part of the first route, whose validators the build compiles from
// the contract (contract/first-route.ts).
import { z } from 'zod'
import { aftermarketDomain } from './aftermarket'
import { usd } from './usd'

export const cartAddPayload = z.object({
  domain: z.string().min(1),
  price: usd,
  renewal_price: usd,
})
export type CartAddPayload = z.infer<typeof cartAddPayload>

export const cartRemovePayload = z.object({ domain: z.string().min(1) })
export type CartRemovePayload = z.infer<typeof cartRemovePayload>

/** The whole listing, so the cart can show it before the server answers. */
export const marketAddPayload = z.object({ listing: aftermarketDomain })
export type MarketAddPayload = z.infer<typeof marketAddPayload>

export const marketRemovePayload = z.object({ domain_id: z.number().int().positive() })
export type MarketRemovePayload = z.infer<typeof marketRemovePayload>
