// A durable job queue over the `jobs` table. Enqueueing is idempotent per (kind, dedupe key), so it
// can ride in the same transaction as the change that causes it. Workers claim with
// FOR UPDATE SKIP LOCKED and hold a lease (locked_until): a job whose worker died is claimed again
// once its lease runs out. Every state change after a claim is fenced by the claim's token, so a
// worker that lost its lease can no longer complete or fail the job under the new owner.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { jobs } from '../db/schema'

export type JobRow = typeof jobs.$inferSelect
type Executor = Pick<Db, 'insert' | 'select' | 'update'>

export interface EnqueueInput {
  kind: string
  payload: unknown
  /** At most one job per (kind, dedupeKey): enqueueing again returns the existing job. */
  dedupeKey?: string
  /** Not before this time (default: now). */
  runAt?: Date
}

/** Adds a job, or finds the one already enqueued under the same kind and dedupe key. */
export async function enqueue(
  ex: Executor,
  input: EnqueueInput,
): Promise<{ id: number; created: boolean }> {
  const [row] = await ex
    .insert(jobs)
    .values({
      kind: input.kind,
      // JSON null, not SQL NULL: the column is NOT NULL and a job may carry no data.
      payload: input.payload == null ? sql`'null'::jsonb` : input.payload,
      dedupeKey: input.dedupeKey ?? null,
      runAt: input.runAt ?? sql`now()`,
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] })
    .returning({ id: jobs.id })
  if (row) return { id: row.id, created: true }
  const [existing] = await ex
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, input.kind), eq(jobs.dedupeKey, input.dedupeKey ?? '')))
  if (!existing) throw new Error(`enqueue: ${input.kind} conflicted but no job found`)
  return { id: existing.id, created: false }
}

export interface ClaimOptions {
  workerId: string
  kinds: string[]
  leaseMs: number
}

/**
 * Takes the oldest due job of the given kinds, or one whose lease expired, and leases it. One
 * statement: the row lock taken by SKIP LOCKED is held until the UPDATE commits, so two workers
 * never claim the same job. The claim token in locked_by is unique per claim (attempt number).
 */
export async function claim(db: Db, opts: ClaimOptions): Promise<JobRow | undefined> {
  if (!opts.kinds.length) return undefined
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, opts.kinds),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true })
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${opts.leaseMs / 1000}::float8)`,
      lockedBy: sql`${opts.workerId} || '#' || (${jobs.attempts} + 1)::text`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning()
  return job
}

const ownedBy = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy ?? ''))

/** Pushes the lease forward while a long job runs. False when the lease was lost to another worker. */
export async function extendLease(db: Db, job: JobRow, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000}::float8)` })
    .where(ownedBy(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** Marks a claimed job done. False when this claim no longer owns it. */
export async function complete(db: Db, job: JobRow): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(ownedBy(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

export interface FailOptions {
  /** Never retry (a permanent failure), or retry no more: attempts reached the maximum. */
  final: boolean
  /** Delay before the next attempt when not final. */
  retryInMs: number
  /** Do not count this attempt (a "not yet, look again later"). */
  keepAttempt?: boolean
}

/** Records a failed attempt: back to `queued` after a delay, or `failed` for good. */
export async function fail(
  db: Db,
  job: JobRow,
  error: string,
  opts: FailOptions,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: opts.final ? 'failed' : 'queued',
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: sql`now()`,
      ...(opts.final
        ? {}
        : { runAt: sql`now() + make_interval(secs => ${opts.retryInMs / 1000}::float8)` }),
      ...(opts.keepAttempt ? { attempts: sql`${jobs.attempts} - 1` } : {}),
    })
    .where(ownedBy(job))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** Exponential backoff: base × 2^(attempt − 1), capped. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
}

/** Puts a failed job back in the queue with a fresh attempt budget (an operator's "retry"). */
export async function requeue(db: Db, jobId: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: 0,
      runAt: sql`now()`,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id })
  return rows.length > 0
}

/** Deletes finished jobs older than `olderThanMs`, keeping failed ones for an operator to see. */
export async function purgeDoneJobs(db: Db, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, 'done'),
        lte(jobs.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000}::float8)`),
      ),
    )
    .returning({ id: jobs.id })
  return rows.length
}
