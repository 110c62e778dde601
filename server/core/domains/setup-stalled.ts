// A name our registrar has registered is the buyer's. Whatever fails after that (the CDN down or
// refusing its token, the registrar's name-server call) never refunds it: the error is kept on the
// row, for the domain page and the admin console, and the job looks again later, backing off to ten
// minutes between tries, for as long as it takes.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains } from '../../db/schema'
import { describeError, RetryLaterError } from '../../jobs/errors'

const SETTING_UP = ['registering', 'pending_cf'] as const
const LONGEST_WAIT_MS = 10 * 60_000
const isSettingUp = (status: string) => (SETTING_UP as readonly string[]).includes(status)

/** Registered, not set up yet, and the last try failed. */
export const isSetupStalled = (
  row: Pick<typeof domains.$inferSelect, 'registeredAt' | 'status' | 'failureReason'>,
) => row.registeredAt !== null && row.failureReason !== null && isSettingUp(row.status)

/** A fifth of the time waited since `since`, at least `firstMs` (default 1 s), at most 10 min. */
export function backoffSince(since: Date, firstMs = 1000): number {
  const waited = Date.now() - since.getTime()
  return Math.min(LONGEST_WAIT_MS, Math.max(firstMs, Math.round(waited / 5)))
}

/** The wait to throw instead of `err` when the domain is registered but not set up yet. */
export async function setupStalled(
  db: Db,
  domainId: number,
  err: unknown,
  firstMs?: number,
): Promise<RetryLaterError | undefined> {
  const [row] = await db
    .select({ registeredAt: domains.registeredAt, status: domains.status })
    .from(domains)
    .where(eq(domains.id, domainId))
  if (!row?.registeredAt || !isSettingUp(row.status)) return
  const reason = describeError(err).slice(0, 500)
  await db
    .update(domains)
    .set({ failureReason: reason })
    .where(and(eq(domains.id, domainId), inArray(domains.status, SETTING_UP)))
  return new RetryLaterError(backoffSince(row.registeredAt, firstMs), reason)
}
