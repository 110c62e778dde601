import { z } from 'zod/mini'
import { domainName } from './cart'
import { usd } from './usd'

export const MAX_RENEWAL_YEARS = 10

export const renewRequest = z.object({
  domain: domainName,
  duration: z.number().check(z.int(), z.gte(1), z.lte(MAX_RENEWAL_YEARS)),
})
export type RenewRequest = z.input<typeof renewRequest>

export const renewError = z.enum([
  /** The balance is below renewal price × years; `need` is that amount. Nothing was charged. */
  'insufficient_funds',
  /** The domain has no renewal price. */
  'no_renewal_price',
  /** The domain is still being registered: it has no expiry to extend yet. */
  'domain_not_ready',
  /** An earlier renewal of this domain is still being processed. */
  'renewal_in_progress',
  /** Registries keep a name at most 10 years ahead (fewer for some TLDs: `max_years`). */
  'term_too_long',
  /** The name is in redemption and its TLD allows no redemption: it can no longer be renewed. */
  'redemption_closed',
  /** The registrar refused the renewal for good; the money was refunded. */
  'renewal_failed',
])
export type RenewError = z.infer<typeof renewError>

/**
 * POST /api/renewal/renew answers HTTP 200 with this body. `success: true` means the money was
 * taken once; `status` says whether the registrar has confirmed (`completed`) or the renewal is
 * still being retried in the background (`processing`, `new_expiration` is then the expected
 * date). `remaining_balance` is the balance after the call. On `success: false` nothing is charged.
 */
export const renewResponse = z.object({
  success: z.boolean(),
  remaining_balance: usd,
  new_expiration: z.nullable(z.string()),
  error: z.nullable(renewError),
  status: z.optional(z.enum(['completed', 'processing'])),
  order_id: z.optional(z.number().check(z.int())),
  charged: z.optional(usd),
  need: z.optional(usd),
  /** With `term_too_long`: the registry's maximum period for this TLD, in years from today. */
  max_years: z.optional(z.number().check(z.int())),
  message: z.optional(z.string()),
})
export type RenewResponse = z.infer<typeof renewResponse>
