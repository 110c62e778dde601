// What the domain page and the console read of the reputation checks that reputation.ts keeps.
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, reputationChecks, users } from '../../db/schema'

/** The domain's checks, newest first. */
export async function reputationHistory(db: Db, domain: string, limit = 30) {
  return db
    .select()
    .from(reputationChecks)
    .where(eq(reputationChecks.domain, domain))
    .orderBy(desc(reputationChecks.id))
    .limit(limit)
}

/**
 * Active domains whose latest check has a detection or a listing, for the console, each with its
 * owner's names (the owner as checked: a domain sold since is not theirs, and not active for them).
 */
export async function flaggedDomains(db: Db) {
  const latest = db
    .selectDistinctOn([reputationChecks.domain], { id: reputationChecks.id })
    .from(reputationChecks)
    .orderBy(reputationChecks.domain, desc(reputationChecks.id))
  const rows = await db
    .select({
      check: reputationChecks,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reputationChecks)
    .innerJoin(
      domains,
      and(
        eq(domains.domain, reputationChecks.domain),
        eq(domains.userId, reputationChecks.userId),
        eq(domains.status, 'active'),
      ),
    )
    .leftJoin(users, eq(users.tgId, reputationChecks.userId))
    .where(
      and(
        inArray(reputationChecks.id, latest),
        sql`(${reputationChecks.vtVerdict} = 'flagged' or jsonb_array_length(coalesce(${reputationChecks.sbThreats}, '[]'::jsonb)) > 0)`,
      ),
    )
    .orderBy(desc(reputationChecks.checkedAt))
  return rows.map(({ check, ...owner }) => ({ ...check, owner }))
}
