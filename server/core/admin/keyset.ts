// Keyset (cursor) paging for the admin lists: a page starts after (or ends before) the key of a row
// the caller saw, in the order the screen shows (newest first), through an index in that order, so
// the thousandth page costs what the first does. Totals are counted only up to TOTAL_CAP.
import { and, asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core'
import { TOTAL_CAP } from '@contract/admin'
import type { Db } from '../../db/client'

/** A row's position: its sort columns' values (a timestamp as PostgreSQL's text, then ids). */
export type Key = (string | number)[]

/** `after`: the rows that follow `key` on screen (older); `before`: the ones that precede it. */
export interface PageCursor {
  dir: 'after' | 'before'
  key: Key
}

export interface PageRequest {
  cursor?: PageCursor
  limit: number
}

export interface Page<T> {
  rows: T[]
  next: PageCursor | null
  prev: PageCursor | null
}

/**
 * The condition and order of one page over `columns` (descending on screen). A `before` page is
 * read ascending from the key and turned around by `pageOf`.
 */
export function keyset(columns: (AnyColumn | SQL)[], cursor: PageCursor | undefined) {
  const before = cursor?.dir === 'before'
  const order = columns.map((c) => (before ? asc(c) : desc(c)))
  if (!cursor) return { where: undefined, order }
  const cols = sql.join(columns, sql`, `)
  const vals = sql.join(
    cursor.key.map((v, i) =>
      i === 0 && typeof v === 'string' ? sql`${v}::timestamptz` : sql`${v}`,
    ),
    sql`, `,
  )
  return { where: before ? sql`(${cols}) > (${vals})` : sql`(${cols}) < (${vals})`, order }
}

/** Cuts the `limit + 1` rows read for `req` into a page with its neighbours' cursors. */
export function pageOf<T>(read: T[], req: PageRequest, keyOf: (row: T) => Key): Page<T> {
  const more = read.length > req.limit
  const rows = read.slice(0, req.limit)
  const first = (r: T[]) => (r[0] ? keyOf(r[0]) : undefined)
  const last = (r: T[]) => (r.length ? keyOf(r[r.length - 1] as T) : undefined)
  if (req.cursor?.dir === 'before') {
    rows.reverse()
    const top = first(rows)
    const bottom = last(rows) ?? req.cursor.key
    return {
      rows,
      prev: more && top ? { dir: 'before', key: top } : null,
      next: { dir: 'after', key: bottom },
    }
  }
  const bottom = last(rows)
  const top = first(rows) ?? req.cursor?.key
  return {
    rows,
    next: more && bottom ? { dir: 'after', key: bottom } : null,
    prev: req.cursor && top ? { dir: 'before', key: top } : null,
  }
}

/** How many rows the query matches, counted up to TOTAL_CAP; `capped` when there are more. */
export async function cappedCount(
  db: Db,
  query: PgSelect,
): Promise<{ total: number; capped: boolean }> {
  const [row] = await db.select({ n: count() }).from(query.limit(TOTAL_CAP + 1).as('capped'))
  const n = Number(row?.n ?? 0)
  return { total: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP }
}

/** The capped count of a table's rows that match `where` (the filter of the page's own query). */
export const cappedCountOf = (db: Db, table: PgTable, where: SQL | undefined) =>
  cappedCount(
    db,
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .$dynamic(),
  )

/** A select to narrow with a condition, order and limit (a drizzle query in dynamic mode). */
interface Narrowable<T> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): { limit(n: number): PromiseLike<T[]> }
  }
}

/** One page of `rows` matching `where`, newest id first, and the capped count of those rows. */
export async function newestById<T extends { id: number }>(
  db: Db,
  rows: Narrowable<T>,
  table: PgTable & { id: AnyColumn },
  where: SQL | undefined,
  f: PageRequest,
) {
  const page = keyset([table.id], f.cursor)
  const [read, total] = await Promise.all([
    rows
      .where(and(where, page.where))
      .orderBy(...page.order)
      .limit(f.limit + 1),
    cappedCountOf(db, table, where),
  ])
  return { ...pageOf(read, f, (r) => [r.id]), ...total }
}
