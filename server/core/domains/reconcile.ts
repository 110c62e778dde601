// Nightly reconciliation: every domain the database still holds (active, expired, redemption) must
// exist at the registrar with the same expiry day (a drift is fixed to the registrar's date), and every cached balance must equal the sum of its completed ledger entries.
// Differences are logged as errors and the last report is stored for the admin statistics screen.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ReconciliationReport, ReconciliationDifference } from '@contract/admin-reports'
import type { Db } from '../../db/client'
import { domains, settings } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { Logger } from '../../logger'
import type { Registrar } from '../../providers/types'

export const RECONCILE_JOB = 'reconcile'
const REPORT_KEY = 'reconciliation:last'
/** Runs at this UTC hour, once a day. */
const RUN_HOUR_UTC = 3
/** A report keeps this many differences; the count says how many there were. */
const MAX_LISTED = 200

const day = (d: Date) => d.toISOString().slice(0, 10)

async function domainDifferences(db: Db, registrar: Registrar) {
  const active = await db
    .select({ id: domains.id, domain: domains.domain, expiresAt: domains.expiresAt })
    .from(domains)
    .where(inArray(domains.status, ['active', 'expired', 'redemption']))
  const out: ReconciliationDifference[] = []
  if (!registrar.info) {
    if (active.length)
      out.push({
        kind: 'registrar_unsupported',
        subject: registrar.name,
        expected: null,
        actual: null,
      })
    return { checked: 0, out }
  }
  for (const row of active) {
    const expected = row.expiresAt ? day(row.expiresAt) : null
    try {
      const held = await registrar.info(row.domain)
      if (!held) out.push({ kind: 'domain_missing', subject: row.domain, expected, actual: null })
      else if (day(held.expiresAt) !== expected) {
        // The registrar's date wins (it is the one that expires the name); the difference is still
        // reported and logged, so a drift is never silently absorbed.
        await db
          .update(domains)
          .set({ expiresAt: held.expiresAt, updatedAt: new Date() })
          .where(eq(domains.id, row.id))
        out.push({
          kind: 'expiry_mismatch',
          subject: row.domain,
          expected,
          actual: day(held.expiresAt),
        })
      }
    } catch (err) {
      out.push({
        kind: 'registrar_error',
        subject: row.domain,
        expected,
        actual: err instanceof Error ? err.message.slice(0, 200) : String(err),
      })
    }
  }
  return { checked: active.length, out }
}

async function balanceDifferences(db: Db) {
  const result = await db.execute(sql`
    select u.tg_id, u.balance_cents::float8 as balance,
      coalesce(sum(l.amount_cents) filter (where l.status = 'completed'), 0)::float8 as entries
    from users u left join ledger_entries l on l.user_id = u.tg_id
    group by u.tg_id, u.balance_cents
    having u.balance_cents <> coalesce(sum(l.amount_cents) filter (where l.status = 'completed'), 0)`)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    tg_id: string | number
    balance: number
    entries: number
  }[]
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`users`)
  return {
    checked: Number(n),
    out: rows.map((r): ReconciliationDifference => ({
      kind: 'balance_mismatch',
      subject: `user ${r.tg_id}`,
      expected: (Number(r.entries) / 100).toFixed(2),
      actual: (Number(r.balance) / 100).toFixed(2),
    })),
  }
}

export async function reconcile(
  db: Db,
  registrar: Registrar,
  logger: Logger,
  now = new Date(),
): Promise<ReconciliationReport> {
  const d = await domainDifferences(db, registrar)
  const b = await balanceDifferences(db)
  const all = [...d.out, ...b.out]
  for (const diff of all) logger.error({ reconciliation: diff }, 'reconciliation difference')
  const report: ReconciliationReport = {
    ran_at: now.toISOString(),
    domains_checked: d.checked,
    balances_checked: b.checked,
    difference_count: all.length,
    differences: all.slice(0, MAX_LISTED),
  }
  await db
    .insert(settings)
    .values({ key: REPORT_KEY, value: report })
    .onConflictDoUpdate({ target: settings.key, set: { value: report } })
  logger.info({ differences: all.length }, 'reconciliation finished')
  return report
}

export async function lastReconciliation(db: Db): Promise<ReconciliationReport | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.key, REPORT_KEY)))
  return (row?.value as ReconciliationReport | undefined) ?? null
}

/** The next run: today at RUN_HOUR_UTC if still ahead, else tomorrow; one job per day. */
export async function scheduleReconciliation(db: Db, now = new Date()): Promise<void> {
  const runAt = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC),
  )
  if (runAt <= now) runAt.setUTCDate(runAt.getUTCDate() + 1)
  await enqueue(db, { kind: RECONCILE_JOB, payload: {}, dedupeKey: day(runAt), runAt })
}

export function reconciliationJobs(deps: {
  db: Db
  registrar: Registrar
  logger: Logger
}): Record<string, JobHandler> {
  return {
    [RECONCILE_JOB]: async () => {
      await reconcile(deps.db, deps.registrar, deps.logger)
      await scheduleReconciliation(deps.db)
    },
  }
}
