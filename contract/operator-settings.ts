// Operator settings as the admin console edits them.
import { z } from 'zod'

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
