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
])
export type TransactionKind = z.infer<typeof transactionKind>

export const transactionParams = z.record(z.string(), z.union([z.string(), z.number()]))
export type TransactionParams = z.infer<typeof transactionParams>

export interface TransactionText {
  kind: TransactionKind
  params: TransactionParams
}
