// Promo codes: the admin console's list and form, and the user's activation (same code rules).
import { z } from 'zod/mini'
import { isoDate } from './admin'
import { positiveUsd, usd } from './usd'

/** Codes are stored trimmed and upper-cased, as the user's input is. */
export const promoCodeText = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9_-]{3,32}$/, 'must be 3-32 letters, digits, _ or -'),
  )

export const adminPromocode = z.object({
  code: z.string(),
  amount: usd,
  max_uses: z.number().check(z.int()),
  used_count: z.number().check(z.int()),
  expires_at: z.nullable(z.string()),
  active: z.boolean(),
  created_at: z.string(),
})
export type AdminPromocode = z.infer<typeof adminPromocode>

export const adminPromocodesResponse = z.object({ promocodes: z.array(adminPromocode) })
export const adminPromocodeResponse = z.object({ promocode: adminPromocode })

/** `expires_at`: an ISO date-time, or a date meaning the end of that UTC day. */
export const adminPromocodeCreate = z.object({
  code: promoCodeText,
  amount: positiveUsd,
  max_uses: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  expires_at: z.optional(z.nullable(z.union([z.iso.datetime({ offset: true }), isoDate]))),
})
export type AdminPromocodeCreate = z.infer<typeof adminPromocodeCreate>

/** POST /api/user/activate-promocode */
export const activatePromocodeRequest = z.object({
  promocode: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(64)),
})
export type ActivatePromocodeRequest = z.infer<typeof activatePromocodeRequest>

export const activatePromocodeResponse = z.object({
  success: z.literal(true),
  /** The new balance, USD. */
  balance: usd,
  /** What the code credited, USD. */
  amount: usd,
})
export type ActivatePromocodeResponse = z.infer<typeof activatePromocodeResponse>

/**
 * A refused activation: 404 `promo_not_found` (unknown, expired or deactivated), 409
 * `promo_already_used`, 409 `promo_exhausted`. The body also reads as the API's error shape.
 */
export const promoErrorCode = z.enum(['promo_not_found', 'promo_already_used', 'promo_exhausted'])
export type PromoErrorCode = z.infer<typeof promoErrorCode>
export const activatePromocodeError = z.object({
  success: z.literal(false),
  error: promoErrorCode,
  message: z.string(),
})
export type ActivatePromocodeError = z.infer<typeof activatePromocodeError>
