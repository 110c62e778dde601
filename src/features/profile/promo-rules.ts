// Spec section 5: the promo code input and the server's refusals as the user reads them.
import { ApiError } from '@/lib/api-client'

/** Trimmed and upper-cased; null when nothing is left ('Введите промокод'). */
export function normalizePromoInput(raw: string): string | null {
  const code = raw.trim().toUpperCase()
  return code === '' ? null : code
}

export type PromoFailure = 'not_found' | 'already_used' | 'exhausted' | 'other'

const BY_CODE: Record<string, PromoFailure> = {
  promo_not_found: 'not_found',
  promo_already_used: 'already_used',
  promo_exhausted: 'exhausted',
}

/** Which of the spec's messages a failed activation shows. */
export function promoFailureOf(err: unknown): PromoFailure {
  if (!(err instanceof ApiError)) return 'other'
  const known = BY_CODE[err.code]
  if (known) return known
  // A server without our codes: read its text the way the spec maps it.
  const text = err.message.toLowerCase()
  if (/already (used|activated)/.test(text)) return 'already_used'
  if (/max(imum)? (uses|number)|exhausted|limit/.test(text)) return 'exhausted'
  if (/not (found|exist)|expired|deactivated|inactive/.test(text)) return 'not_found'
  return 'other'
}
