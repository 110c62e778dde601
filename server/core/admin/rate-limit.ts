// Fixed-window counters in the rate_limits table, shared by every server process: admin sign-in
// failures and the limits on costly calls. The window is measured with the database clock so
// processes with skewed clocks agree; each count is one atomic upsert.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'

export interface LimitRule {
  max: number
  windowSeconds: number
}

/** Failed admin sign-ins: 5 per 15 minutes per IP. */
export const SIGN_IN_LIMIT: LimitRule = { max: 5, windowSeconds: 15 * 60 }

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const windowExpired = (rule: LimitRule) =>
  sql`${rateLimits.windowStart} <= now() - ${sql.raw(`interval '${Math.trunc(rule.windowSeconds)} seconds'`)}`

const retryAfter = (rule: LimitRule) =>
  sql<string>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${sql.raw(`interval '${Math.trunc(rule.windowSeconds)} seconds'`)} - now()))))`

/**
 * Counts one attempt and says whether it may go ahead. Counting before the attempt runs means a burst
 * of parallel attempts cannot slip past the limit; a successful attempt gives its count back.
 */
export async function takeAttempt(db: Db, key: string, rule: LimitRule): Promise<LimitVerdict> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired(rule)} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowExpired(rule)} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: retryAfter(rule) })
  if (!row || row.count <= rule.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Number(row.retryAfter) }
}

/** Whether `key` has used up its window, without counting anything. */
export async function lockedOut(db: Db, key: string, rule: LimitRule): Promise<LimitVerdict> {
  const [row] = await db
    .select({ count: rateLimits.count, retryAfter: retryAfter(rule), expired: windowExpired(rule) })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
  if (!row || row.expired || row.count < rule.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Number(row.retryAfter) }
}

/** Gives back the count of an attempt that succeeded. */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(0, ${rateLimits.count} - 1)` })
    .where(eq(rateLimits.key, key))
}
