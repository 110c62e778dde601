import { z } from 'zod/mini'
import { usd } from './usd'
import { chatNotices } from './user'

/**
 * The newest page visit: the client's address, and the country (ISO 3166-1 alpha-2) and city the
 * trusted reverse proxy's geolocation headers named; each null when unknown (no proxy, no header).
 */
export const lastVisit = z.object({
  ip_address: z.nullable(z.string()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  created_at: z.string(),
})
export type LastVisit = z.infer<typeof lastVisit>

/**
 * Totals over the user's ledger. Deposits count Telegram Stars and demo top-ups (type deposit);
 * purchases count every completed purchase entry as a positive amount, refunds not subtracted.
 */
export const profileStats = z.object({
  total_transactions: z.number().check(z.int(), z.nonnegative()),
  total_deposits: usd,
  total_purchases: usd,
  deposit_count: z.number().check(z.int(), z.nonnegative()),
  purchase_count: z.number().check(z.int(), z.nonnegative()),
  /** Domains owned now or being set up (failed registrations excluded). */
  domain_count: z.number().check(z.int(), z.nonnegative()),
})
export type ProfileStats = z.infer<typeof profileStats>

export const profileDetails = z.object({
  user_id: z.number().check(z.int()),
  first_name: z.string(),
  last_name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  photo_url: z.nullable(z.string()),
  created_at: z.string(),
  language_code: z.string(),
  last_visit: z.nullable(lastVisit),
  stats: profileStats,
})
export type ProfileDetails = z.infer<typeof profileDetails>

/** GET|POST /api/user/profile/details */
export const profileDetailsResponse = z.object({ profile: profileDetails })
export type ProfileDetailsResponse = z.infer<typeof profileDetailsResponse>

/**
 * GET|POST /api/user/referrals: how many users joined through the user's links and what their
 * purchases earned (rewards minus what refunds took back).
 */
export const referralStatsResponse = z.object({
  joined: z.number().check(z.int(), z.nonnegative()),
  earned: usd,
})
export type ReferralStatsResponse = z.infer<typeof referralStatsResponse>

/** GET|POST /api/user/referral-link: `https://t.me/<bot>?start=ref_<tg id>`. */
export const referralLinkResponse = z.object({
  success: z.literal(true),
  link: z.string(),
})
export type ReferralLinkResponse = z.infer<typeof referralLinkResponse>

/**
 * POST /api/user/chat-notices: the user's answer to the Mini App's write access request
 * (`requestWriteAccess`), as the client saw it. `cancelled` records a refusal; neither answer
 * overrides a chat Telegram reported blocked (only the bot's /start or a delivered notice does).
 */
export const writeAccessReport = z.object({ write_access: z.enum(['allowed', 'cancelled']) })
export type WriteAccessReport = z.infer<typeof writeAccessReport>

export const chatNoticesResponse = z.object({ chat_notices: chatNotices })
export type ChatNoticesResponse = z.infer<typeof chatNoticesResponse>
