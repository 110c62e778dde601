// The claim that keeps two applies of one domain apart. No transaction may stay open across a CDN
// call, so the apply cannot hold a lock while it runs; instead a short transaction locks the
// domain's row and records the change as `applying` unless another change got there first.
import { and, desc, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { dnsChanges, domains } from '../db/schema'

/** An `applying` row older than this was left by a stopped process and holds nothing back. */
const CLAIM_LIFETIME = sql`now() - interval '10 minutes'`

export async function lastChangeId(db: Db, domainId: number) {
  const [last] = await db
    .select({ id: dnsChanges.id })
    .from(dnsChanges)
    .where(eq(dnsChanges.domainId, domainId))
    .orderBy(desc(dnsChanges.id))
    .limit(1)
  return last?.id ?? 0
}

/**
 * Records the change as `applying` and returns its row, unless another change of the domain is
 * being applied or (with `seen`, the newest change id before this apply read the zone) was recorded
 * since: then undefined. The domain's row lock makes the check and the insert one step for
 * concurrent applies, on PGlite and PostgreSQL alike.
 */
export function claimDomain(
  db: Db,
  values: typeof dnsChanges.$inferInsert,
  seen: number | undefined,
) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.id, values.domainId))
      .for('update')
    const applying = and(
      eq(dnsChanges.status, 'applying'),
      gt(dnsChanges.createdAt, CLAIM_LIFETIME),
    )
    const [busy] = await tx
      .select({ id: dnsChanges.id })
      .from(dnsChanges)
      .where(
        and(
          eq(dnsChanges.domainId, values.domainId),
          seen === undefined ? applying : or(applying, gt(dnsChanges.id, seen)),
        ),
      )
      .limit(1)
    if (busy) return undefined
    const [held] = await tx
      .insert(dnsChanges)
      .values({ ...values, status: 'applying' })
      .returning()
    return held
  })
}
