import { z } from 'zod/mini'
import { domainName } from './cart'
import { usd } from './usd'

/** Why a name cannot be transferred in. */
export const transferRefusal = z.enum([
  'already_ours',
  'not_registered',
  'unsupported_tld',
  'not_sold',
  'in_progress',
])
export type TransferRefusal = z.infer<typeof transferRefusal>

export const transferQuoteQuery = z.object({ domain: domainName })
export const transferQuoteResponse = z.object({
  domain: z.string(),
  eligible: z.boolean(),
  reason: z.optional(transferRefusal),
  /** The transfer price; it includes one more year of registration. */
  price: z.optional(usd),
})
export type TransferQuoteResponse = z.infer<typeof transferQuoteResponse>

export const transferRequest = z.object({
  domain: domainName,
  auth_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
})

/** HTTP 200 either way: `success: false` with `error` when nothing was charged. */
export const transferResponse = z.object({
  success: z.boolean(),
  transfer_id: z.optional(z.number().check(z.int())),
  charged: z.optional(usd),
  remaining_balance: usd,
  error: z.optional(z.enum(['insufficient_funds', 'not_eligible', 'maintenance'])),
  reason: z.optional(z.string()),
  need: z.optional(usd),
  message: z.optional(z.string()),
})
export type TransferResponse = z.infer<typeof transferResponse>

export const transferStatus = z.enum(['pending', 'completed', 'failed', 'cancelled'])
export type TransferStatus = z.infer<typeof transferStatus>

export const transferView = z.object({
  id: z.number().check(z.int()),
  domain: z.string(),
  status: transferStatus,
  price: usd,
  /** The registrar's own word for where it stands (pending_transfer, rejected...). */
  detail: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type TransferView = z.infer<typeof transferView>

export const transfersResponse = z.object({ transfers: z.array(transferView) })

export const cancelTransferParams = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'must be a positive whole number')),
})

/** The transfer, now cancelled, and the balance with its refund. */
export const cancelTransferResponse = z.object({
  transfer: transferView,
  remaining_balance: usd,
})
export type CancelTransferResponse = z.infer<typeof cancelTransferResponse>

/** 409 refusals of a cancel (`error`): the job is still starting it, or the registry took it on. */
export const cancelRefusals = ['transfer_starting', 'transfer_not_cancellable'] as const
