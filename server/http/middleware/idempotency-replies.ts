// What makes two requests "the same" for an Idempotency-Key, and the answers the middleware gives
// about a key: a replay of the stored answer, a reused key, a twin still running.
import { createHash } from 'node:crypto'
import type { KeyRow } from '../../core/ledger/idempotency'
import { HttpError } from '../errors'

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
