// Hot reads as named prepared statements: drizzle builds their SQL once per database handle, and
// PostgreSQL parses and plans them once per connection instead of on every request. Only for
// statements every request of a kind makes (the signed-in user, the Idempotency-Key lookup, the
// cart); measured in docs/benchmarks.md ("bench:server").
import type { Db } from './client'

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
