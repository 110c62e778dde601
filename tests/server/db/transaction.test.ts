// A money flow's transaction (server/db/transaction.ts): its first statement travels with the
// BEGIN and its last with the COMMIT, one round trip each on a PostgreSQL server, as the statements
// node-postgres sends show; the values written into them as literals come back exactly, whatever
// they hold; a throw rolls back the first statement with the rest; and text that cannot be written
// safely as literals is refused. On both drivers.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { recordPgQueries, stopRecordingPgQueries } from '../../helpers/pg-sent'
import { inline, transactionBetween } from '../../../server/db/transaction'
import { rowsOf } from '../../../server/db/rows'
import { idempotencyKeys } from '../../../server/db/schema'
import {
  claimStatement,
  findKey,
  moneyAnswerStatement,
} from '../../../server/core/ledger/idempotency'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../helpers/test-db'

afterEach(() => {
  stopRecordingPgQueries()
})

// Quotes, a backslash, a dollar sign, a semicolon, a NUL-free control character and non-ASCII.
const AWKWARD = `{"a":"it's \\ $1 ; --","b":"\u0007 «ключ» 🎉"}`

describe.each(dbKinds)('a transaction between its first and last statements on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.destroy())

  it('hands the first statement rows to the body and commits the last with it', async () => {
    const k = { scope: 'tx-test', key: `ok-${kind}`, hash: 'h1' }
    recordPgQueries()
    const result = await transactionBetween(database.db, claimStatement(k), (_tx, rows) =>
      Promise.resolve({
        result: rows.length,
        last: moneyAnswerStatement(k, { status: 200, text: AWKWARD, provisional: false }),
      }),
    )
    const during = stopRecordingPgQueries()
    expect(result).toBe(1)
    const row = await findKey(database.db, k)
    expect(row).toMatchObject({ state: 'done', statusCode: 200, responseBody: AWKWARD })
    if (kind === 'postgres') {
      // Two round trips for the whole transaction: the claim with the BEGIN, the answer with the COMMIT.
      expect(during, JSON.stringify(during)).toHaveLength(2)
      expect(during[0]).toMatch(/^begin; insert into "idempotency_keys"/)
      expect(during[1]).toMatch(/^update "idempotency_keys"\s.*; commit$/s)
    }
  })

  it('rolls the first statement back with the rest when the body throws', async () => {
    const k = { scope: 'tx-test', key: `thrown-${kind}`, hash: 'h2' }
    await expect(
      transactionBetween(database.db, claimStatement(k), async (tx) => {
        await tx
          .insert(idempotencyKeys)
          .values({ scope: 'tx-test', key: `inner-${kind}`, requestHash: 'x' })
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await findKey(database.db, k)).toBeUndefined()
    expect(await findKey(database.db, { ...k, key: `inner-${kind}` })).toBeUndefined()
  })

  it('a claim already taken answers no rows, and the body may go on', async () => {
    const k = { scope: 'tx-test', key: `ok-${kind}`, hash: 'h1' }
    const seen = await transactionBetween(database.db, claimStatement(k), (_tx, rows) =>
      Promise.resolve({ result: rows.length }),
    )
    expect(seen).toBe(0)
  })
})

describe('values written as literals', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dbKinds.includes('postgres') ? 'postgres' : 'pglite')
  })
  afterAll(() => database.destroy())

  it('come back exactly as they were given', async () => {
    const text = inline(
      sql`select ${AWKWARD}::text as t, ${-42}::int as n, ${true}::boolean as b, ${null}::text as z`,
    )
    const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(text)))
    expect(row).toEqual({ t: AWKWARD, n: -42, b: true, z: null })
  })

  it('are refused for text with quotes of its own, fractions, and arrays', () => {
    expect(() => inline(sql`select 'x' || ${'y'}::text`)).toThrow(/plain statements/)
    expect(() => inline(sql`select ${'y'}::text; drop table users`)).toThrow(/plain statements/)
    expect(() => inline(sql`select ${1.5}::numeric`)).toThrow(/whole number/)
    expect(() => inline(sql`select ${sql.param(['a'])}::text[]`)).toThrow(/literal/)
  })
})
