// Operator settings as the admin console edits them.
import { z } from 'zod'

const link = z.union([z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }), z.null()])
const percent = z.number().min(0).max(1000)

/** Every operator setting. `stars_rate_cents`: US cents credited per Telegram Star (a rate). */
export const adminSettings = z.object({
  agreement_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  banner_click_url: z.string().nullable(),
  support_url: z.string().nullable(),
  markup_percent: z.number(),
  markup_overrides: z.record(z.string(), z.number()),
  stars_rate_cents: z.number().int(),
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
})
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdate>
