// The Idempotency-Key rows: how a stored answer is found, claimed, written and forgotten. An answer
// is stored as its exact text so a replay is byte-for-byte the first. The HTTP side (what makes two
// requests "the same", replays, waiting for twins) is server/http/middleware/idempotency.ts.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executeNamed, preparedPer } from '../../db/prepared'
import { rowsOf } from '../../db/rows'
import { idempotencyKeys } from '../../db/schema'
import type { Executor } from './ledger'

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export type KeyRow = typeof idempotencyKeys.$inferSelect

export interface KeyRef {
  scope: string
  key: string
  hash: string
}

const whereKey = (k: KeyRef) =>
  and(eq(idempotencyKeys.scope, k.scope), eq(idempotencyKeys.key, k.key))

const keyRow = preparedPer((db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, sql.placeholder('scope')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('idempotency_key_row'),
)

/**
 * The key's row, if it has one that is still alive. A row past its lifetime is forgotten here, so
 * the key may run again: asking and forgetting is one round trip in the usual case of no row.
 */
export async function findKey(ex: Executor, k: KeyRef): Promise<KeyRow | undefined> {
  const [row] = await keyRow(ex).execute({ scope: k.scope, key: k.key })
  return aliveKey(ex, k, row)
}

/** A row of the key read by another statement (the signed-in user's, say), as findKey answers it. */
export async function aliveKey(
  ex: Executor,
  k: KeyRef,
  row: KeyRow | null | undefined,
): Promise<KeyRow | undefined> {
  if (!row) return undefined
  if (Date.now() - row.createdAt.getTime() < IDEMPOTENCY_TTL_MS) return row
  await ex
    .delete(idempotencyKeys)
    .where(
      and(whereKey(k), lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))),
    )
  return undefined
}

/**
 * The statement that claims the key with an "in progress" row, answering the key when it did, no
 * row when the key already has one. A money flow claims inside its transaction, as the statement
 * sent with its BEGIN (../../db/transaction): a twin's claim then waits on the uncommitted row
 * until that transaction ends, and finds the answer if it committed, or claims the key itself if
 * it rolled back.
 */
export const claimStatement = (k: KeyRef) =>
  sql`insert into ${idempotencyKeys} (scope, key, request_hash)
    values (${k.scope}::text, ${k.key}::text, ${k.hash}::text)
    on conflict do nothing returning key`

/** An "in progress" row for the key; false when the key already has one. */
export async function claimKey(ex: Executor, k: KeyRef): Promise<boolean> {
  return rowsOf(await executeNamed(ex, 'idempotency_claim', claimStatement(k))).length > 0
}

/** Lets the key run again: its write failed before it had an answer to keep. */
export async function releaseKey(db: Db, k: KeyRef) {
  await db.delete(idempotencyKeys).where(whereKey(k))
}

/**
 * The statement that writes a money flow's answer on the row it claimed, as the last of the
 * transaction of its effect (sent with its COMMIT). `provisional`: the handler goes on after the
 * commit and replaces it with the answer it sends.
 */
export const moneyAnswerStatement = (
  k: KeyRef,
  answer: { status: number; text: string; provisional: boolean },
) =>
  sql`update ${idempotencyKeys}
    set state = ${answer.provisional ? 'in_progress' : 'done'}::text,
      status_code = ${answer.status}::int, response_body = ${answer.text}::text
    where scope = ${k.scope}::text and key = ${k.key}::text`

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
