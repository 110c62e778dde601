// A transaction whose first and last statements travel with its BEGIN and its COMMIT. On a
// PostgreSQL server every statement is a round trip (a socket write and a wake-up on each side,
// the largest single cost of a checkout in docs/benchmarks.md), and node-postgres sends one
// statement per round trip; the simple query protocol takes several statements in one message, so
// `begin; <first>` and `<last>; commit` are one round trip each. Their values are written into the
// text as literals by node-postgres' own `escapeLiteral`, which is why only statements of
// parameters and casts, with no quoted text of their own, may go there. Embedded PGlite has no
// round trips to save: there the same statements run one by one in `db.transaction`.
import type { SQL } from 'drizzle-orm'
import { is } from 'drizzle-orm'
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db, Tx } from './client'
import { rowsOf } from './rows'

const dialect = new PgDialect()

type Row = Record<string, unknown>

/** What the body gives back: its result, and the statement to send with the COMMIT, if any. */
export interface Closing<T> {
  result: T
  last?: SQL
}

/**
 * Runs `body` in one transaction: `first` is its first statement (its rows are handed to `body`),
 * and the `last` statement `body` answers with is its final one. `body` may throw to roll
 * everything back, as in `db.transaction`.
 */
export async function transactionBetween<T>(
  db: Db,
  first: SQL | undefined,
  body: (tx: Tx, firstRows: Row[]) => Promise<Closing<T>>,
): Promise<T> {
  const session = db._.session
  if (!is(session, NodePgSession)) {
    return db.transaction(async (tx) => {
      const rows = first ? rowsOf<Row>(await tx.execute(first)) : []
      const { result, last } = await body(tx, rows)
      if (last) await tx.execute(last)
      return result
    })
  }
  const pool = Reflect.get(session, 'client') as pg.Pool
  const options = Reflect.get(session, 'options') as ConstructorParameters<typeof NodePgSession>[3]
  const client = await pool.connect()
  const own = new NodePgSession(client, dialect, undefined, options)
  const tx = new NodePgTransaction(dialect, own, undefined) as unknown as Tx
  let broken: Error | undefined
  try {
    const opened = await client.query(first ? `begin; ${inline(first)}` : 'begin')
    const rows = first ? rowsOf<Row>((opened as unknown as pg.QueryResult[])[1]) : []
    const { result, last } = await body(tx, rows)
    await client.query(last ? `${inline(last)}; commit` : 'commit')
    return result
  } catch (err) {
    try {
      await client.query('rollback')
    } catch (lost) {
      // The connection is gone: the server has rolled back already; the pool drops this client.
      broken = lost instanceof Error ? lost : new Error(String(lost))
    }
    throw err
  } finally {
    client.release(broken)
  }
}

/**
 * `query` as one statement of text, each `$n` replaced by its value as a literal. Refused for text
 * with quotes of its own (a `$n` inside one would be replaced too) and for values other than text,
 * whole numbers, booleans and null.
 */
export function inline(query: SQL): string {
  const { sql, params } = dialect.sqlToQuery(query)
  if (/['"$;]/.test(sql.replace(/\$\d+/g, '').replace(/"[a-z_]+"/g, '')))
    throw new Error(`inline: only plain statements of parameters may be inlined: ${sql}`)
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`inline: not a whole number: ${value}`)
    return String(value)
  }
  if (typeof value === 'string') return pg.escapeLiteral(value)
  throw new Error(`inline: cannot write a ${typeof value} as a literal`)
}
