// Idempotency-Key for every write: the first request with a key runs and its answer is stored; the
// same key with the same body replays that answer (concurrent twins wait for it); the same key with
// another body is a 422. Rows live in the database so any server process can answer a replay.
import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../../db/client'
import { idempotencyKeys } from '../../db/schema'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
const WAIT_STEP_MS = 25
const WAIT_LIMIT_MS = 60_000
/**
 * A key still "in progress" after this long belongs to a process that died mid-request. Its effect
 * may or may not have committed, so running it again could charge twice: say so at once instead.
 */
const STALE_MS = 120_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function requestHash(method: string, path: string, body: string): string {
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

export function idempotency(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key')
    if (!key || c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (key.length > 200 || !/^[\w.:-]+$/.test(key)) {
      throw new HttpError(
        400,
        'bad_request',
        'Idempotency-Key: must be 1-200 letters, digits, _ . : -',
        'Idempotency-Key',
      )
    }
    const scope = c.get('idempotencyScope') ?? 'public'
    const hash = requestHash(c.req.method, c.req.path, await c.req.text())
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))

    // A key past its lifetime is forgotten, so it may run again.
    await db
      .delete(idempotencyKeys)
      .where(and(where, lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))))
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })

    if (inserted.length === 0) {
      const started = Date.now()
      for (;;) {
        const [row] = await db.select().from(idempotencyKeys).where(where)
        if (!row) break // the first attempt failed and released the key: run it ourselves
        if (row.requestHash !== hash) {
          throw new HttpError(
            422,
            'idempotency_key_reused',
            'Idempotency-Key was already used with a different request',
          )
        }
        if (row.state === 'done') {
          c.header('Idempotent-Replayed', 'true')
          return c.json(row.responseBody as object, (row.statusCode ?? 200) as 200)
        }
        if (Date.now() - row.createdAt.getTime() > STALE_MS) {
          throw new HttpError(
            409,
            'idempotency_outcome_unknown',
            'The first attempt of this request was interrupted; check your history before trying again',
          )
        }
        if (Date.now() - started > WAIT_LIMIT_MS) {
          throw new HttpError(
            409,
            'idempotency_in_progress',
            'A request with this Idempotency-Key is still running',
          )
        }
        await sleep(WAIT_STEP_MS)
      }
      const again = await db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      if (again.length === 0)
        throw new HttpError(
          409,
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still running',
        )
    }

    let stored = false
    try {
      await next()
      const res = c.res
      // Server errors are not remembered: the operation did not happen, a retry may run it.
      if (res.status < 500 && res.headers.get('content-type')?.includes('application/json')) {
        const body: unknown = await res.clone().json()
        await db
          .update(idempotencyKeys)
          .set({ state: 'done', statusCode: res.status, responseBody: body })
          .where(where)
        stored = true
      }
    } finally {
      if (!stored) await db.delete(idempotencyKeys).where(where)
    }
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
