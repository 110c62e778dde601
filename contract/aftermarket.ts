// The After Market: resale domains at fixed prices, a cart of its own and a checkout from the
// balance. Answers carry `success` (and `error` when it is false) as the spec's client reads them.
import { z } from 'zod/mini'
import { usd } from './usd'

export const aftermarketDomain = z.object({
  id: z.number().check(z.int()),
  domain: z.string(),
  price: usd,
  description: z.string(),
})
export type AftermarketDomain = z.infer<typeof aftermarketDomain>

/** GET /api/aftermarket/domains: the listings on sale now (sold, reserved, delisted ones never). */
export const aftermarketDomainsResponse = z.object({ domains: z.array(aftermarketDomain) })
export type AftermarketDomainsResponse = z.infer<typeof aftermarketDomainsResponse>

/** The user's market cart: only listings still on sale, at today's price; `total` sums them. */
export const aftermarketCartResponse = z.object({
  success: z.boolean(),
  domains: z.array(aftermarketDomain),
  total: usd,
  error: z.optional(z.string()),
})
export type AftermarketCartResponse = z.infer<typeof aftermarketCartResponse>

export const aftermarketCartChange = z.object({
  domain_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
})
export type AftermarketCartChange = z.infer<typeof aftermarketCartChange>

export const aftermarketCartError = z.enum([
  /** The listing does not exist or is not on sale (sold, reserved, delisted). */
  'unavailable',
  'cart_full',
])
export type AftermarketCartError = z.infer<typeof aftermarketCartError>

/** Add and remove answer HTTP 200; `success:false` with `error` when the add was refused. */
export const aftermarketCartWriteResponse = z.object({
  success: z.boolean(),
  error: z.optional(aftermarketCartError),
  message: z.optional(z.string()),
})
export type AftermarketCartWriteResponse = z.infer<typeof aftermarketCartWriteResponse>

export const aftermarketCheckoutRequest = z.object({})

export const aftermarketCheckoutError = z.enum([
  'cart_empty',
  /** The balance is below the total; `need` is the total, `new_balance` the unchanged balance. */
  'insufficient_funds',
  /** A listing in the cart was sold meanwhile (see `unavailable`); nothing was bought or charged. */
  'unavailable',
])
export type AftermarketCheckoutError = z.infer<typeof aftermarketCheckoutError>

/**
 * POST /api/aftermarket/checkout always answers HTTP 200. `success:true`: every listing in the cart
 * was bought with one debit, is the user's (active, one year) and left the cart. `success:false`:
 * nothing was bought or charged; names that can no longer be bought leave the cart.
 */
export const aftermarketCheckoutResponse = z.object({
  success: z.boolean(),
  /** The balance after the call (USD). */
  new_balance: usd,
  message: z.string(),
  error: z.optional(aftermarketCheckoutError),
  need: z.optional(usd),
  purchased: z.array(z.object({ id: z.number().check(z.int()), domain: z.string() })),
  unavailable: z.array(z.object({ id: z.number().check(z.int()), domain: z.string() })),
  order_id: z.optional(z.number().check(z.int())),
  charged: z.optional(usd),
})
export type AftermarketCheckoutResponse = z.infer<typeof aftermarketCheckoutResponse>
