// What operators watch, read from the database: the job queue and the ledger's totals for /metrics,
// and whether the database answers with every migration applied for /readyz and /healthz.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

type Row = Record<string, unknown>
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? [])

export interface OpsFigures {
  /** Queued jobs by kind, with the age in seconds of the oldest one already due. */
  jobs: { kind: string; queued: number; oldest: number }[]
  failedJobs: number
  /** Completed ledger entries by type: their sum in cents and their count. */
  ledger: { type: string; cents: number; count: number }[]
}

export async function readOpsFigures(db: Db): Promise<OpsFigures> {
  const jobs = rowsOf(
    await db.execute(sql`
      select kind, count(*)::int as queued,
        coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now())), 0)::float8 as oldest
      from jobs where status = 'queued' group by kind`),
  )
  const failed = rowsOf(
    await db.execute(sql`select count(*)::int as n from jobs where status = 'failed'`),
  )
  const ledger = rowsOf(
    await db.execute(sql`
      select type, coalesce(sum(amount_cents), 0)::float8 as cents, count(*)::int as n
      from ledger_entries where status = 'completed' group by type`),
  )
  return {
    jobs: jobs.map((r) => ({
      kind: String(r.kind),
      queued: Number(r.queued),
      oldest: Number(r.oldest),
    })),
    failedJobs: Number(failed[0]?.n ?? 0),
    ledger: ledger.map((r) => ({
      type: String(r.type),
      cents: Number(r.cents),
      count: Number(r.n),
    })),
  }
}

/** True when the database answers a query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/** How many migrations the database has applied; 0 when it cannot tell. */
export async function appliedMigrations(db: Db): Promise<number> {
  try {
    const [row] = rowsOf(
      await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )
    return Number(row?.n ?? 0)
  } catch {
    return 0
  }
}
