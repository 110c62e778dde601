// The owner's auto-renew switches: one per domain, and a profile-wide default for names bought
// after it was turned on. A domain's own switch is null until its owner flips it, so the default
// applies without touching checkout: it is read, never copied onto rows.
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, users } from '../../db/schema'
import { findOwnedDomain } from '../dns/dns'

type Row = Pick<typeof domains.$inferSelect, 'autoRenew' | 'purchasedAt'>

export function effectiveAutoRenew(row: Row, autoRenewSince: Date | null): boolean {
  if (row.autoRenew !== null) return row.autoRenew
  return autoRenewSince !== null && row.purchasedAt >= autoRenewSince
}

/** The same rule in SQL, for a query that joins domains `d` with their owner `u`. */
export const autoRenewSql = sql`coalesce(d.auto_renew, u.auto_renew_since is not null and d.purchased_at >= u.auto_renew_since)`

export async function autoRenewSince(db: Db, userId: number): Promise<Date | null> {
  const [u] = await db
    .select({ since: users.autoRenewSince })
    .from(users)
    .where(eq(users.tgId, userId))
  return u?.since ?? null
}

/** Turning the default on keeps the first time it was turned on; off clears it. */
export async function setAutoRenewDefault(db: Db, userId: number, enabled: boolean) {
  await db
    .update(users)
    .set({
      autoRenewSince: enabled ? sql`coalesce(${users.autoRenewSince}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(users.tgId, userId))
}

export async function setDomainSwitches(
  db: Db,
  userId: number,
  domain: string,
  change: { autoRenew?: boolean; remindersMuted?: boolean },
) {
  const row = await findOwnedDomain(db, userId, domain)
  const [updated] = await db
    .update(domains)
    .set({
      ...(change.autoRenew !== undefined ? { autoRenew: change.autoRenew } : {}),
      ...(change.remindersMuted !== undefined ? { remindersMuted: change.remindersMuted } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(domains.id, row.id), notInArray(domains.status, ['failed', 'released'])))
    .returning()
  return updated ?? row
}
