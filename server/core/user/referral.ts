// Referral links open the bot with `/start ref_<inviter id>` or the Mini App with
// `startapp=ref_<inviter id>`. Whoever comes through one as a new user becomes the inviter's
// referral, once: the row is written in the same transaction that creates the user, so a user who
// already exists (or comes back through another link) is never recorded or moved.
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerEntries, referrals, users } from '../../db/schema'

export const REF_PREFIX = 'ref_'

/** Used when no bot talks to Telegram (demo mode, BOT_MODE=off): the link still has its shape. */
export const PLACEHOLDER_BOT_USERNAME = 'demo_bot'

export function referralLink(botUsername: string, userId: number): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?start=${REF_PREFIX}${userId}`
}

/** The inviter's id from a /start payload or a start_param, or null when it is not a referral. */
export function parseReferralPayload(payload: string | null | undefined): number | null {
  const m = /^ref_(\d{1,15})$/.exec((payload ?? '').trim())
  return m ? Number(m[1]) : null
}

/** The Telegram user as both the Bot API (`from`) and Mini App init data describe it. */
export interface TelegramProfile {
  id: number
  first_name?: string
  last_name?: string
  username?: string
  photo_url?: string
  language_code?: string
}

export type JoinResult = 'recorded' | 'not_referral' | 'self' | 'not_new' | 'unknown_inviter'

/**
 * Records `user` as the referral of the inviter named in `payload`, if the user is new: creates the
 * user row and the referral row together. Anything else leaves everything as it was.
 */
export async function joinThroughReferral(
  db: Db,
  user: TelegramProfile,
  payload: string | null | undefined,
  source: 'bot' | 'app',
): Promise<JoinResult> {
  const inviterId = parseReferralPayload(payload)
  if (inviterId === null) return 'not_referral'
  if (inviterId === user.id) return 'self'
  // Every request of an app opened through a link carries the same start_param: a known user is
  // answered with one read.
  const [known] = await db.select({ id: users.tgId }).from(users).where(eq(users.tgId, user.id))
  if (known) return 'not_new'
  return db.transaction(async (tx) => {
    const [inviter] = await tx
      .select({ id: users.tgId })
      .from(users)
      .where(eq(users.tgId, inviterId))
    if (!inviter) return 'unknown_inviter'
    const [created] = await tx
      .insert(users)
      .values({
        tgId: user.id,
        username: user.username ?? null,
        firstName: user.first_name ?? '',
        lastName: user.last_name ?? null,
        photoUrl: user.photo_url ?? null,
        languageCode: user.language_code ?? 'en',
      })
      .onConflictDoNothing()
      .returning({ id: users.tgId })
    // Someone else's request created the user first: not new any more.
    if (!created) return 'not_new'
    await tx.insert(referrals).values({ referredId: user.id, referrerId: inviterId, source })
    return 'recorded'
  })
}

export interface ReferralStats {
  joined: number
  /** Net cents earned: rewards minus what refunds took back. */
  earnedCents: number
}

export async function readReferralStats(db: Db, userId: number): Promise<ReferralStats> {
  const [joined] = await db
    .select({ n: count() })
    .from(referrals)
    .where(eq(referrals.referrerId, userId))
  const [earned] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.status, 'completed'),
        inArray(ledgerEntries.type, ['referral_reward', 'referral_reversal']),
      ),
    )
  return { joined: Number(joined?.n ?? 0), earnedCents: Number(earned?.sum ?? 0) }
}
