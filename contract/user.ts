import { z } from 'zod/mini'
import { usd } from './usd'

export const languageCode = z.enum(['ru', 'en'])
export type LanguageCode = z.infer<typeof languageCode>

/**
 * Whether the bot's chat notices (purchase outcomes, expiry reminders, watchlist news) reach the
 * user: `unknown` until Telegram or the user says, `allowed` (write access granted, or they started
 * the bot), `refused` (they declined write access), `blocked` (Telegram refused a notice: the bot
 * was blocked, or may not start the chat). `updated_at`: when it last changed, null if never.
 */
export const chatNoticeState = z.enum(['unknown', 'allowed', 'refused', 'blocked'])
export type ChatNoticeState = z.infer<typeof chatNoticeState>

export const chatNotices = z.object({
  state: chatNoticeState,
  updated_at: z.nullable(z.string()),
})
export type ChatNotices = z.infer<typeof chatNotices>

export const userProfile = z.object({
  tg_id: z.number().check(z.int()),
  username: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.nullable(z.string()),
  photo_url: z.nullable(z.string()),
  language_code: z.string(),
  balance: usd,
  created_at: z.string(),
  is_banned: z.boolean(),
  ban_reason: z.nullable(z.string()),
  // The language the user picked in the app, null before any choice. Optional so a profile cached
  // on a device before this field existed still passes the persisted cache's schema check.
  preferred_language: z.optional(z.nullable(languageCode)),
  // Optional for the same reason: a profile cached before this field existed stays valid.
  chat_notices: z.optional(chatNotices),
})
export type UserProfile = z.infer<typeof userProfile>

/** GET /api/user/profile: the user wrapped in `user`, with the ban flag also at the top level. */
export const profileResponse = z.object({
  user: userProfile,
  banned: z.boolean(),
  ban_reason: z.nullable(z.string()),
})
export type ProfileResponse = z.infer<typeof profileResponse>

export const visitRequest = z.object({
  page_path: z
    .string()
    .check(z.minLength(1), z.maxLength(512), z.regex(/^\//, 'must start with /')),
})
export type VisitRequest = z.infer<typeof visitRequest>

/** POST /api/user/language: the app language the user picked, kept for the bot and other devices. */
export const languageRequest = z.object({ language: languageCode })
export type LanguageRequest = z.infer<typeof languageRequest>

export const languageResponse = z.object({ ok: z.literal(true), language: languageCode })
export type LanguageResponse = z.infer<typeof languageResponse>

const optionalUrl = z.nullable(z.string())

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
