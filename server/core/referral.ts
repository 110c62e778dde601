// Referral links open the bot with `/start ref_<inviter id>`. Referral statistics are not built yet
// (the spec labels them "in development"), so the link is all there is.
export const REF_PREFIX = 'ref_'

/** Used when no bot talks to Telegram (demo mode, BOT_MODE=off): the link still has its shape. */
export const PLACEHOLDER_BOT_USERNAME = 'demo_bot'

export function referralLink(botUsername: string, userId: number): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?start=${REF_PREFIX}${userId}`
}

/** The inviter's id from a /start payload, or null when the payload is not a referral. */
export function parseReferralPayload(payload: string): number | null {
  const m = /^ref_(\d{1,15})$/.exec(payload.trim())
  return m ? Number(m[1]) : null
}
