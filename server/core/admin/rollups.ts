// Daily rollups. Triggers (migration 0006) append every change of ledger_entries, users and visits
// to rollup_deltas in the writer's own transaction; `foldRollups` moves the deltas into
// daily_rollups. Reads add both in one statement, so a figure counts each write exactly once
// whether or not it has been folded yet, and a year costs at most 366 rows per series and key.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'

export type Series = 'money' | 'users' | 'visits'

export interface RollupRow {
  series: Series
  day: string
  key: string
  n: number
  amount: number
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[]

/** Sums per series, day and key over inclusive UTC days `from` … `to` (YYYY-MM-DD). */
export async function readRollups(
  db: Db,
  series: Series[],
  span: { from: string; to: string },
): Promise<RollupRow[]> {
  const list = sql.join(
    series.map((s) => sql`${s}`),
    sql`, `,
  )
  const inSpan = sql`series in (${list}) and day between ${span.from}::date and ${span.to}::date`
  const result = await db.execute(sql`
    select series, day::text as day, key, sum(n)::float8 as n, sum(amount)::float8 as amount
    from (
      select series, day, key, n, amount from daily_rollups where ${inSpan}
      union all
      select series, day, key, n, amount from rollup_deltas where ${inSpan}
    ) r
    group by series, day, key
    order by day, key`)
  return rowsOf(result).map((r) => ({
    series: r.series as Series,
    day: String(r.day),
    key: String(r.key),
    n: Number(r.n),
    amount: Number(r.amount),
  }))
}

/** Deltas folded per call; a backlog takes several calls. */
const FOLD_BATCH = 50_000
/** Folders queue on this advisory lock, so two processes never upsert the same rows crosswise. */
const FOLD_LOCK = 0x726f6c6c

/** Moves up to FOLD_BATCH deltas into daily_rollups in one transaction; returns how many. */
export async function foldRollups(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK})`)
    const result = await tx.execute(sql`
      with moved as (
        delete from rollup_deltas
        where id in (select id from rollup_deltas order by id limit ${FOLD_BATCH})
        returning day, series, key, n, amount
      ), summed as (
        insert into daily_rollups (day, series, key, n, amount)
        select day, series, key, sum(n), sum(amount) from moved group by day, series, key
        on conflict (series, day, key) do update
          set n = daily_rollups.n + excluded.n, amount = daily_rollups.amount + excluded.amount
        returning 1
      )
      select (select count(*) from moved)::int as moved`)
    return Number(rowsOf(result)[0]?.moved ?? 0)
  })
}

/** Raw visits older than `retentionDays` are deleted in batches; their counts stay in the rollups. */
export async function pruneVisits(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000)
  const result = await db.execute(sql`
    with gone as (
      delete from visits where id in (
        select id from visits where created_at < ${cutoff.toISOString()}::timestamptz
        order by created_at limit 10000)
      returning 1)
    select count(*)::int as n from gone`)
  return Number(rowsOf(result)[0]?.n ?? 0)
}

export const ROLLUP_JOB = 'rollups'
/** How often the fold runs; reports stay exact meanwhile (they read the deltas too). */
const EVERY_MS = 60_000

/** The next fold, one job per minute across all processes (the dedupe key is the minute). */
export async function scheduleRollups(db: Db, now = new Date()): Promise<void> {
  const runAt = new Date(Math.floor(now.getTime() / EVERY_MS) * EVERY_MS + EVERY_MS)
  await enqueue(db, {
    kind: ROLLUP_JOB,
    payload: {},
    dedupeKey: runAt.toISOString(),
    runAt,
  })
}

export function rollupJobs(deps: {
  db: Db
  visitRetentionDays: number
}): Record<string, JobHandler> {
  return {
    [ROLLUP_JOB]: async () => {
      while ((await foldRollups(deps.db)) === FOLD_BATCH) {
        /* a backlog: keep folding */
      }
      await pruneVisits(deps.db, deps.visitRetentionDays)
      await scheduleRollups(deps.db)
    },
  }
}
