import { z } from 'zod/mini'

/**
 * What a ledger entry was for, so each client words it in its user's language; `description`
 * keeps the English text for admins and older clients. Params are the blanks in the sentence.
 */
export const transactionKind = z.enum([
  'domain_purchase',
  'domain_renewal',
  'auto_renewal',
  'registration_refund',
  'domain_transfer',
  'transfer_refund',
  'transfer_cancel_refund',
  'demo_topup',
  'demo_deposit',
  'market_purchase',
  'promo_code',
  'renewal_refund',
  'stars_topup',
  'stars_refund',
  'stars_refund_reversed',
  'demo_topup_refund',
  'referral_reward',
  'referral_reversal',
])
export type TransactionKind = z.infer<typeof transactionKind>

export const transactionParams = z.record(z.string(), z.union([z.string(), z.number()]))
export type TransactionParams = z.infer<typeof transactionParams>

/**
 * Kinds that give money back to where it came from. Stars refunds are booked as `adjustment`
 * debits (the ledger's `refund` is money given back to the balance), yet a person reads a refund.
 */
export const REFUND_KINDS: readonly TransactionKind[] = ['stars_refund', 'demo_topup_refund']

export interface TransactionText {
  kind: TransactionKind
  params: TransactionParams
}
