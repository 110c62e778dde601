import { z } from 'zod'
import { usd } from './usd'

export const languageCode = z.enum(['ru', 'en'])
export type LanguageCode = z.infer<typeof languageCode>

export const userProfile = z.object({
  tg_id: z.number().int(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  language_code: z.string(),
  balance: usd,
  created_at: z.string(),
  is_banned: z.boolean(),
  ban_reason: z.string().nullable(),
  // The language the user picked in the app, null before any choice. Optional so a profile cached
  // on a device before this field existed still passes the persisted cache's schema check.
  preferred_language: languageCode.nullable().optional(),
})
export type UserProfile = z.infer<typeof userProfile>

/** GET /api/user/profile: the user wrapped in `user`, with the ban flag also at the top level. */
export const profileResponse = z.object({
  user: userProfile,
  banned: z.boolean(),
  ban_reason: z.string().nullable(),
})
export type ProfileResponse = z.infer<typeof profileResponse>

export const visitRequest = z.object({
  page_path: z.string().min(1).max(512).regex(/^\//, 'must start with /'),
})
export type VisitRequest = z.infer<typeof visitRequest>

/** POST /api/user/language: the app language the user picked, kept for the bot and other devices. */
export const languageRequest = z.object({ language: languageCode })
export type LanguageRequest = z.infer<typeof languageRequest>

export const languageResponse = z.object({ ok: z.literal(true), language: languageCode })
export type LanguageResponse = z.infer<typeof languageResponse>

const optionalUrl = z.string().nullable()

/** GET /api/settings: public settings read by the home and profile screens. */
export const publicSettings = z.object({
  agreement_url: optionalUrl,
  banner_image_url: optionalUrl,
  banner_click_url: optionalUrl,
  support_url: optionalUrl,
})
export type PublicSettings = z.infer<typeof publicSettings>

export const userSettings = z.object({ support_url: optionalUrl })
export type UserSettings = z.infer<typeof userSettings>
