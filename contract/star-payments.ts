import { z } from 'zod/mini'
import { usd } from './usd'

/**
 * `credited`: on the balance. `refunding`: debited, Telegram is being asked to return the Stars.
 * `refunded`: the Stars went back and the credit was reversed. `refunded_spent`: Telegram returned
 * the Stars (a refund made outside the app) after the money had been spent, so nothing was debited.
 */
export const starPaymentState = z.enum(['credited', 'refunding', 'refunded', 'refunded_spent'])
export type StarPaymentState = z.infer<typeof starPaymentState>

/** Why a refund is refused; each is also the `error` code of the refusal. */
export const starRefundRefusal = z.enum([
  'not_found',
  'already_refunded',
  'refund_in_progress',
  'already_spent',
  'too_old',
  'bot_unavailable',
  'telegram_error',
])
export type StarRefundRefusal = z.infer<typeof starRefundRefusal>

export const adminStarPayment = z.object({
  charge_id: z.string(),
  user_id: z.number().check(z.int()),
  amount: usd,
  stars: z.number().check(z.int(), z.positive()),
  state: starPaymentState,
  /** A demo top-up: refunding it reverses the credit and returns no Stars. */
  demo: z.boolean(),
  created_at: z.string(),
  refunded_at: z.nullable(z.string()),
  /** Why the Refund button would be refused now (null: it can be refunded). */
  refusal: z.nullable(starRefundRefusal),
})
export type AdminStarPayment = z.infer<typeof adminStarPayment>

/** GET /api/admin/star-payments?user_id= : the user's Stars top-ups, newest first. */
export const adminStarPaymentsQuery = z.object({
  user_id: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
})
export const adminStarPaymentsResponse = z.object({ payments: z.array(adminStarPayment) })
export type AdminStarPaymentsResponse = z.infer<typeof adminStarPaymentsResponse>

/** POST /api/admin/star-payments/:charge_id/refund : the payment after the refund, and the balance. */
export const adminStarRefundResponse = z.object({
  success: z.literal(true),
  payment: adminStarPayment,
  balance: usd,
})
export type AdminStarRefundResponse = z.infer<typeof adminStarRefundResponse>
