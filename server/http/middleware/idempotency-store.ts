// The Idempotency-Key rows: what makes two requests "the same", and how a stored answer is read,
// written and replayed. An answer is stored as its exact text so a replay is byte-for-byte the first.
import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { idempotencyKeys } from '../../db/schema'
import type { Executor } from '../../core/ledger'
import { HttpError } from '../errors'

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export type KeyRow = typeof idempotencyKeys.$inferSelect

export interface KeyRef {
  scope: string
  key: string
  hash: string
}

export function requestHash(method: string, path: string, body: string): string {
  let canonical = body
  try {
    canonical = JSON.stringify(sortKeys(JSON.parse(body || '{}')))
  } catch {
    // Not JSON: hash the raw text; the handler will answer the 400.
  }
  return createHash('sha256').update(`${method} ${path}\n${canonical}`).digest('hex')
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys)
  if (v && typeof v === 'object') {
    const obj = v as Record<string, unknown>
    // tg_init_data is a credential that changes between launches, not part of what was asked.
    return Object.fromEntries(
      Object.keys(obj)
        .filter((k) => k !== 'tg_init_data')
        .sort()
        .map((k) => [k, sortKeys(obj[k])]),
    )
  }
  return v
}

export const whereKey = (k: KeyRef) =>
  and(eq(idempotencyKeys.scope, k.scope), eq(idempotencyKeys.key, k.key))

export async function findKey(ex: Executor, k: KeyRef): Promise<KeyRow | undefined> {
  const [row] = await ex.select().from(idempotencyKeys).where(whereKey(k))
  return row
}

/** A key past its lifetime is forgotten, so it may run again. */
export async function forgetExpired(db: Db, k: KeyRef) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(whereKey(k), lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))),
    )
}

/** Stores a finished answer; false when the key already has a row. */
export async function insertAnswer(
  ex: Executor,
  k: KeyRef,
  status: number,
  text: string,
): Promise<boolean> {
  const rows = await ex
    .insert(idempotencyKeys)
    .values({
      scope: k.scope,
      key: k.key,
      requestHash: k.hash,
      state: 'done',
      statusCode: status,
      responseBody: text,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  return rows.length > 0
}

export async function updateAnswer(ex: Executor, k: KeyRef, status: number, text: string) {
  await ex
    .update(idempotencyKeys)
    .set({ state: 'done', statusCode: status, responseBody: text })
    .where(whereKey(k))
}

/**
 * Waits until concurrent duplicates of this key have gone through, inside the caller's transaction
 * (released at its end, so a process that dies holding it leaves nothing behind). The lock id is
 * 64 bits of a hash of scope and key; an unrelated key sharing it only waits its turn.
 */
export async function lockKey(ex: Executor, k: KeyRef) {
  const id = createHash('sha256').update(`idempotency\n${k.scope}\n${k.key}`).digest()
  await ex.execute(sql`select pg_advisory_xact_lock(${id.readBigInt64BE(0).toString()}::bigint)`)
}

export const keyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'Idempotency-Key was already used with a different request',
  )

export const stillRunning = () =>
  new HttpError(
    409,
    'idempotency_in_progress',
    'A request with this Idempotency-Key is still running',
  )

export function replayResponse(row: KeyRow): Response {
  return new Response(row.responseBody ?? 'null', {
    status: row.statusCode ?? 200,
    headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
  })
}

/** Housekeeping: drop keys past their lifetime. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`))
    .returning({ key: idempotencyKeys.key })
  return rows.length
}
