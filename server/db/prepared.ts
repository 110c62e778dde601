// Hot reads as named prepared statements: drizzle builds their SQL once per database handle, and
// PostgreSQL parses and plans them once per connection instead of on every request. Only for
// statements every request of a kind makes (the signed-in user, the Idempotency-Key lookup, the
// cart); measured in docs/benchmarks.md ("bench:server").
import type { Db } from './client'

/**
 * `build(db)` prepared once per database handle (a transaction handle gets its own). The name is
 * the statement's on the server, so it must be unique per query text across the codebase.
 */
export function preparedPer<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>()
  return (db) => {
    let statement = byDb.get(db)
    if (!statement) {
      statement = build(db)
      byDb.set(db, statement)
    }
    return statement
  }
}
