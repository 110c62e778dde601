import { z } from 'zod/mini'
import { parseDomainQuery } from './catalog.query'
import { usd } from './usd'

/** A full domain name (`name.tld`), normalised to lower-case ASCII (punycode for IDNs). */
export const domainName = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const parsed = parseDomainQuery(raw)
    if (!parsed.ok) {
      ctx.issues.push({ code: 'custom', input: raw, message: parsed.message })
      return z.NEVER
    }
    if (parsed.labels.length < 2) {
      ctx.issues.push({
        code: 'custom',
        input: raw,
        message: 'must be a full domain name such as example.com',
      })
      return z.NEVER
    }
    return parsed.ascii
  }),
)

export const cartItem = z.object({ domain: z.string(), price: usd, renewal_price: usd })
export type CartItem = z.infer<typeof cartItem>

/** The whole cart; every cart call answers it. `total` is the sum of `price`. */
export const cartResponse = z.object({ items: z.array(cartItem), total: usd })
export type CartResponse = z.infer<typeof cartResponse>

/**
 * Adds a name. The prices the client saw are accepted but never trusted: the server prices the
 * name again. A taken name is a 409 `domain_unavailable`, an unsold TLD a 400 naming `domain`.
 */
export const cartAddRequest = z.object({
  domain: domainName,
  price: z.optional(usd),
  renewal_price: z.optional(usd),
})
export type CartAddRequest = z.input<typeof cartAddRequest>

export const cartRemoveRequest = z.object({ domain: domainName })
export type CartRemoveRequest = z.input<typeof cartRemoveRequest>

export const checkoutRequest = z.object({})

export const checkoutError = z.enum([
  /** The balance is below the cart's total; `need` is that total, `balance` what the user has. */
  'insufficient_funds',
  'cart_empty',
  /** Every name in the cart was taken or already owned (see `failed`); nothing was charged. */
  'nothing_available',
  /** Domain purchases are paused by the operator (buy maintenance). */
  'maintenance',
])
export type CheckoutError = z.infer<typeof checkoutError>

/**
 * POST /api/cart/checkout always answers HTTP 200 with this body (a client reads it the same way
 * whatever happened). `ok: true` means the names in `purchased` were paid with one debit and are
 * being registered (status `registering` in /api/user/domains); names in `failed` (taken, or
 * already the user's) were not charged and leave the cart. `balance` is the balance after the call.
 * On `ok: false` nothing was charged; with `insufficient_funds` the cart stays as it was.
 */
export const checkoutResponse = z.object({
  ok: z.boolean(),
  purchased: z.array(z.object({ domain: z.string() })),
  failed: z.array(z.object({ domain: z.string(), reason: z.string() })),
  balance: usd,
  error: z.optional(checkoutError),
  /** With `insufficient_funds`: the amount the cart needs (USD). */
  need: z.optional(usd),
  /** A human-readable explanation when `ok` is false. */
  message: z.optional(z.string()),
  order_id: z.optional(z.number().check(z.int())),
  /** What was charged (USD). */
  charged: z.optional(usd),
})
export type CheckoutResponse = z.infer<typeof checkoutResponse>
