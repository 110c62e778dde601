// Hot statements as named prepared statements, PostgreSQL parsing and planning them once per
// connection instead of on every request: reads every request of a kind makes (the signed-in user,
// the Idempotency-Key lookup, the cart), which drizzle also builds once per database handle
// (`preparedPer`), and the statements inside every money flow's transaction (`executeNamed`);
// measured in docs/benchmarks.md ("bench:server").
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db, Executor } from './client'

/** `build(db)` made once per database handle (a transaction handle gets its own). */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>()
  return (db) => {
    let made = byDb.get(db)
    if (!made) {
      made = build(db)
      byDb.set(db, made)
    }
    return made
  }
}

/**
 * A statement prepared once per database handle. The name is the statement's on the server, so it
 * must be unique per query text across the codebase.
 */
export const preparedPer: <P>(build: (db: Db) => P) => (db: Db) => P = perDatabase

/** Turns drizzle's `sql` into text and parameters, as the handles' own dialect does (no casing). */
const dialect = new PgDialect()

/**
 * Runs `query` as the named prepared statement `name` on whichever connection `ex` holds (a
 * transaction's too): PostgreSQL parses and plans it once per connection, where a statement sent
 * without a name is parsed and planned on every call. For the statements of every money flow's
 * transaction. The text must be the same on every call (values only as parameters, arrays as one
 * array parameter), and `name` unique per text across the codebase. Answers raw rows (column names
 * as the database writes them), as `execute` does.
 */
export function executeNamed(ex: Executor, name: string, query: SQL): Promise<unknown> {
  return ex._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()
}
