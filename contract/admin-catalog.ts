// Promo codes, After Market listings and operator settings as the admin console edits them, and the
// user's promo code activation (it shares the promo code rules).
import { z } from 'zod'
import { usd } from './money'
import { isoDate } from './admin'

const positiveUsd = usd
  .refine((v) => v > 0, 'must be greater than 0')
  .refine((v) => v <= 1_000_000, 'must be at most 1000000')

/** Codes are stored trimmed and upper-cased, as the user's input is. */
export const promoCodeText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, 'must be 3-32 letters, digits, _ or -')

export const adminPromocode = z.object({
  code: z.string(),
  amount: usd,
  max_uses: z.number().int(),
  used_count: z.number().int(),
  expires_at: z.string().nullable(),
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
  max_uses: z.number().int().min(1).max(1_000_000),
  expires_at: z
    .union([z.iso.datetime({ offset: true }), isoDate])
    .nullable()
    .optional(),
})
export type AdminPromocodeCreate = z.infer<typeof adminPromocodeCreate>

export const listingStatus = z.enum(['available', 'sold', 'reserved', 'delisted'])

export const adminListing = z.object({
  id: z.number().int(),
  domain: z.string(),
  price: usd,
  description: z.string(),
  status: listingStatus,
  sold_to: z.number().int().nullable(),
  sold_at: z.string().nullable(),
  created_at: z.string(),
})
export type AdminListing = z.infer<typeof adminListing>

export const adminListingsResponse = z.object({ listings: z.array(adminListing) })
export const adminListingResponse = z.object({ listing: adminListing })

const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/,
    'must be a domain name like example.com',
  )

export const adminListingCreate = z.object({
  domain: domainName,
  price: positiveUsd,
  description: z.string().trim().max(2000).default(''),
})
export type AdminListingCreate = z.infer<typeof adminListingCreate>

/** PATCH /api/admin/aftermarket/:id : any of the fields; a sold listing keeps its status. */
export const adminListingUpdate = z
  .object({
    price: positiveUsd.optional(),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(['available', 'delisted']).optional(),
  })
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    'must change price, description or status',
  )
export type AdminListingUpdate = z.infer<typeof adminListingUpdate>

const link = z.union([z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }), z.null()])
const percent = z.number().min(0).max(1000)

/** The highest referral reward an admin may set, in percent of a purchase. */
export const REFERRAL_PERCENT_MAX = 50
const days = z.number().int().min(0).max(365)
const feeCents = z.number().int().min(0).max(100_000_000)
/** A TLD's expiry lifecycle; a field left out takes the shop-wide value. Fee null: no redemption. */
export const tldLifecycle = z.object({
  grace_days: days.optional(),
  redemption_days: days.optional(),
  redemption_fee_cents: feeCents.nullable().optional(),
})

/** Every operator setting. `stars_rate_cents`: US cents credited per Telegram Star (a rate). */
export const adminSettings = z.object({
  agreement_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  banner_click_url: z.string().nullable(),
  support_url: z.string().nullable(),
  markup_percent: z.number(),
  markup_overrides: z.record(z.string(), z.number()),
  stars_rate_cents: z.number().int(),
  /** Percent of each purchase an invited user pays from the balance (renewals too) credited to the inviter. */
  referral_percent: z.number(),
  lifecycle_grace_days: z.number().int(),
  lifecycle_redemption_days: z.number().int(),
  lifecycle_redemption_fee_cents: z.number().int().nullable(),
  lifecycle_overrides: z.record(z.string(), tldLifecycle),
})
export type AdminSettings = z.infer<typeof adminSettings>

/** PUT /api/admin/settings : only the fields sent change; an empty link string clears it. */
export const adminSettingsUpdate = z.object({
  agreement_url: z.preprocess((v) => (v === '' ? null : v), link).optional(),
  banner_image_url: z.preprocess((v) => (v === '' ? null : v), link).optional(),
  banner_click_url: z.preprocess((v) => (v === '' ? null : v), link).optional(),
  support_url: z.preprocess((v) => (v === '' ? null : v), link).optional(),
  markup_percent: percent.optional(),
  markup_overrides: z
    .record(z.string().regex(/^[a-z0-9-]{2,63}$/, 'must be a TLD like com'), percent)
    .optional(),
  stars_rate_cents: z.number().int().min(1).max(100_000).optional(),
  referral_percent: z.number().min(0).max(REFERRAL_PERCENT_MAX).optional(),
  lifecycle_grace_days: days.optional(),
  lifecycle_redemption_days: days.optional(),
  lifecycle_redemption_fee_cents: feeCents.nullable().optional(),
  lifecycle_overrides: z
    .record(z.string().regex(/^[a-z0-9-]{2,63}$/, 'must be a TLD like com'), tldLifecycle)
    .optional(),
})
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdate>

/** POST /api/user/activate-promocode */
export const activatePromocodeRequest = z.object({
  promocode: z.string().trim().min(1, 'is required').max(64),
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
