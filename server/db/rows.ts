/** The rows of a raw `db.execute` result: PGlite and node-postgres shape them differently. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[]
