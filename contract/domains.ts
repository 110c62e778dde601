import { z } from 'zod/mini'
import { domainLifecycle } from './lifecycle'
import { transactionKind, transactionParams } from './transaction-kind'
import { usd } from './usd'

export const domainStatus = z.enum(['registering', 'pending_cf', 'active', 'expired', 'redemption'])
export type DomainStatus = z.infer<typeof domainStatus>

/** `strict` is Full with the origin's certificate checked (Cloudflare's Full (strict)). */
export const sslMode = z.enum(['off', 'flexible', 'full', 'strict'])
export const ddosProtection = z.enum(['low', 'medium', 'high', 'under_attack'])

/**
 * A domain the user owns. `status` is `active` once registered and its CDN zone is live; before that
 * it is `registering` or `pending_cf` (the spec shows anything but `active` as Configuring).
 * Registrations that failed are refunded and not listed. The CDN credentials appear only once the
 * zone is provisioned.
 */
export const ownedDomain = z.object({
  domain: z.string(),
  purchased_at: z.string(),
  expires_at: z.nullable(z.string()),
  status: domainStatus,
  ns1: z.nullable(z.string()),
  ns2: z.nullable(z.string()),
  renewal_price: usd,
  ssl_mode: sslMode,
  ddos_protection: ddosProtection,
  cf_email: z.optional(z.string()),
  cf_password: z.optional(z.string()),
  /** A link (otpauth:// or https) for the CDN account's second factor. */
  cf_2fa: z.optional(z.string()),
  /**
   * Set while a name registered for the user could not be set up at the CDN yet (the CDN down, say):
   * it stays the user's, and the server keeps trying until it is active.
   */
  setup_stalled: z.optional(z.literal(true)),
  /** Expiry state, days left, renewability and the owner's switches; absent before registration. */
  lifecycle: z.optional(domainLifecycle),
})
export type OwnedDomain = z.infer<typeof ownedDomain>

/** Newest purchase first. */
export const userDomainsResponse = z.object({ domains: z.array(ownedDomain) })
export type UserDomainsResponse = z.infer<typeof userDomainsResponse>

export const transactionType = z.enum([
  'deposit',
  'purchase',
  'refund',
  'promo',
  'adjustment',
  'referral_reward',
  'referral_reversal',
])
export const transactionStatus = z.enum(['completed', 'pending', 'failed', 'cancelled'])

/** One ledger entry. `amount` is signed USD: credits positive, purchases negative. */
export const transaction = z.object({
  id: z.number().check(z.int()),
  type: transactionType,
  status: transactionStatus,
  amount: usd,
  description: z.string(),
  /** Set on entries written since kinds existed: the client words these itself. */
  kind: z._default(z.nullable(transactionKind), null),
  params: z._default(z.nullable(transactionParams), null),
  created_at: z.string(),
  /** What caused it (order, payment charge id, promo code), when known. */
  transaction_id: z.nullable(z.string()),
})
export type Transaction = z.infer<typeof transaction>

/** Newest first, at most 200 entries. */
export const transactionsResponse = z.object({ transactions: z.array(transaction) })
export type TransactionsResponse = z.infer<typeof transactionsResponse>
