// Operator settings as the admin console edits them.
import { z } from 'zod/mini'

const link = z.union([z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }), z.null()])
const percent = z.number().check(z.gte(0), z.lte(1000))

/** The highest referral reward an admin may set, in percent of a purchase. */
export const REFERRAL_PERCENT_MAX = 50
const days = z.number().check(z.int(), z.gte(0), z.lte(365))
const feeCents = z.number().check(z.int(), z.gte(0), z.lte(100_000_000))
/** A TLD's expiry lifecycle; a field left out takes the shop-wide value. Fee null: no redemption. */
export const tldLifecycle = z.object({
  grace_days: z.optional(days),
  redemption_days: z.optional(days),
  redemption_fee_cents: z.optional(z.nullable(feeCents)),
})

/** Every operator setting. `stars_rate_cents`: US cents credited per Telegram Star (a rate). */
export const adminSettings = z.object({
  agreement_url: z.nullable(z.string()),
  banner_image_url: z.nullable(z.string()),
  banner_click_url: z.nullable(z.string()),
  support_url: z.nullable(z.string()),
  markup_percent: z.number(),
  markup_overrides: z.record(z.string(), z.number()),
  stars_rate_cents: z.number().check(z.int()),
  /** Percent of each purchase an invited user pays from the balance (renewals too) credited to the inviter. */
  referral_percent: z.number(),
  lifecycle_grace_days: z.number().check(z.int()),
  lifecycle_redemption_days: z.number().check(z.int()),
  lifecycle_redemption_fee_cents: z.nullable(z.number().check(z.int())),
  lifecycle_overrides: z.record(z.string(), tldLifecycle),
})
export type AdminSettings = z.infer<typeof adminSettings>

/** PUT /api/admin/settings : only the fields sent change; an empty link string clears it. */
export const adminSettingsUpdate = z.object({
  agreement_url: z.optional(
    z.pipe(
      z.transform((v) => (v === '' ? null : v)),
      link,
    ),
  ),
  banner_image_url: z.optional(
    z.pipe(
      z.transform((v) => (v === '' ? null : v)),
      link,
    ),
  ),
  banner_click_url: z.optional(
    z.pipe(
      z.transform((v) => (v === '' ? null : v)),
      link,
    ),
  ),
  support_url: z.optional(
    z.pipe(
      z.transform((v) => (v === '' ? null : v)),
      link,
    ),
  ),
  markup_percent: z.optional(percent),
  markup_overrides: z.optional(
    z.record(z.string().check(z.regex(/^[a-z0-9-]{2,63}$/, 'must be a TLD like com')), percent),
  ),
  stars_rate_cents: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000))),
  referral_percent: z.optional(z.number().check(z.gte(0), z.lte(REFERRAL_PERCENT_MAX))),
  lifecycle_grace_days: z.optional(days),
  lifecycle_redemption_days: z.optional(days),
  lifecycle_redemption_fee_cents: z.optional(z.nullable(feeCents)),
  lifecycle_overrides: z.optional(
    z.record(
      z.string().check(z.regex(/^[a-z0-9-]{2,63}$/, 'must be a TLD like com')),
      tldLifecycle,
    ),
  ),
})
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdate>
