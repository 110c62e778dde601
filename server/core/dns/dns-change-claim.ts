// The claims that keep two changes of one domain apart (two applies, or an apply and an undo). No
// transaction may stay open across a CDN call, so neither can hold a lock while it runs; instead a
// short transaction locks the domain's row and marks the change `applying` or `undoing` unless
// another change got there first. While a change is `undoing`, `undone_at` is when its undo began.
import { and, eq, gt, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { dnsChanges, domains } from '../../db/schema'
import type { Tx } from '../ledger/ledger'

/** A claim older than this was left by a stopped process and holds nothing back. */
const CLAIM_LIFETIME = sql`now() - interval '10 minutes'`

/** An apply whose process stopped part way: which of its operations went through is unknown. */
const interruptedApply = and(
  eq(dnsChanges.status, 'applying'),
  lte(dnsChanges.createdAt, CLAIM_LIFETIME),
) as SQL
/** An undo whose process stopped part way: the change counts as applied again. */
const abandonedUndo = and(
  eq(dnsChanges.status, 'undoing'),
  lt(dnsChanges.undoneAt, CLAIM_LIFETIME),
) as SQL
/** Columns for a change's row: whether a stopped process left it applying, or undoing. */
export const leftByStoppedProcess = {
  interrupted: sql<boolean>`coalesce(${interruptedApply}, false)`,
  abandonedUndo: sql<boolean>`coalesce(${abandonedUndo}, false)`,
}

/** A change of the domain being applied or undone right now. */
const running = or(
  and(eq(dnsChanges.status, 'applying'), gt(dnsChanges.createdAt, CLAIM_LIFETIME)),
  and(eq(dnsChanges.status, 'undoing'), gt(dnsChanges.undoneAt, CLAIM_LIFETIME)),
)

/** Runs `claim` in a transaction holding the domain's row, so concurrent claims take turns. */
function withDomainLocked<T>(db: Db, domainId: number, claim: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: domains.id }).from(domains).where(eq(domains.id, domainId)).for('update')
    return claim(tx)
  })
}

/**
 * Where the domain's history stands: the newest change and the newest undo start or end. Any
 * change recorded, undo begun, undo finished or undo given up moves it, so an apply that read the
 * zone at one mark and claims at another may have read a zone that was changing.
 */
export async function changeMark(db: Db | Tx, domainId: number) {
  const [mark] = await db
    .select({
      id: sql<number>`coalesce(max(${dnsChanges.id}), 0)`,
      undone: sql<string | null>`max(${dnsChanges.undoneAt})::text`,
      undos: sql<number>`count(${dnsChanges.undoneAt})`,
    })
    .from(dnsChanges)
    .where(eq(dnsChanges.domainId, domainId))
  return `${mark?.id ?? 0}/${mark?.undone ?? ''}/${mark?.undos ?? 0}`
}

/**
 * Records the change as `applying` and returns its row, unless another change of the domain is
 * being applied or undone (`busy`) or its history moved since `seen`, the domain's `changeMark`
 * before this apply read the zone (`moved`). The domain's row lock makes the check and the insert
 * one step for concurrent applies, on PGlite and PostgreSQL alike.
 */
export function claimDomain(db: Db, values: typeof dnsChanges.$inferInsert, seen: string) {
  return withDomainLocked(db, values.domainId, async (tx) => {
    const [busy] = await tx
      .select({ id: dnsChanges.id })
      .from(dnsChanges)
      .where(and(eq(dnsChanges.domainId, values.domainId), running))
      .limit(1)
    if (busy) return 'busy' as const
    if ((await changeMark(tx, values.domainId)) !== seen) return 'moved' as const
    const [held] = await tx
      .insert(dnsChanges)
      .values({ ...values, status: 'applying' })
      .returning()
    if (!held) throw new Error('The change row was not recorded')
    return held
  })
}

/**
 * Marks change `id` of the domain `undoing` and returns its row, unless it is not `applied` (an
 * undo left by a stopped process counts as applied again) or a newer change was recorded and not
 * undone (an apply left by a stopped process does not count): only the newest change can be
 * undone, and one may have landed since the caller looked.
 */
export function claimUndo(db: Db, domainId: number, id: number) {
  return withDomainLocked(db, domainId, async (tx) => {
    const [newer] = await tx
      .select({ id: dnsChanges.id })
      .from(dnsChanges)
      .where(
        and(
          eq(dnsChanges.domainId, domainId),
          gt(dnsChanges.id, id),
          ne(dnsChanges.status, 'undone'),
          not(interruptedApply),
        ),
      )
      .limit(1)
    if (newer) return undefined
    const [held] = await tx
      .update(dnsChanges)
      .set({ status: 'undoing', undoneAt: sql`now()` })
      .where(
        and(
          eq(dnsChanges.id, id),
          eq(dnsChanges.domainId, domainId),
          or(eq(dnsChanges.status, 'applied'), abandonedUndo),
        ),
      )
      .returning()
    return held
  })
}
