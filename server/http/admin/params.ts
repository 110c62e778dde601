import type { Context } from 'hono'
import type { Key, PageCursor } from '../../core/admin/keyset'
import { HttpError, badRequest } from '../errors'

/** A positive whole-number path segment (tg_id, id); anything else is a 400 naming it. */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? ''
  if (!/^\d{1,15}$/.test(raw) || Number(raw) <= 0)
    throw badRequest(name, 'must be a positive whole number')
  return Number(raw)
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`)

export const conflict = (code: string, message: string) => new HttpError(409, code, message)

/** What a list's key holds: its id, or its creation time (PostgreSQL's text) and then its id. */
export type KeyShape = 'id' | 'time-id'

const TIME_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(:[0-5]\d)?$/

/** PostgreSQL's text of a timestamptz that it will read back (a real calendar day and time). */
function isTimeText(v: unknown): boolean {
  const m = typeof v === 'string' ? TIME_TEXT.exec(v) : null
  if (!m) return false
  const [y = 0, mo = 0, d = 0, h = 99, mi = 99, s = 99, , off = 99] = m
    .slice(1)
    .map((part) => Number(part))
  const day = new Date(Date.UTC(y, mo - 1, d))
  return (
    y >= 1 &&
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === mo - 1 &&
    day.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60 &&
    off <= 15
  )
}
const isId = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0

const encodeCursor = (c: PageCursor) =>
  Buffer.from(JSON.stringify([c.dir === 'after' ? 'a' : 'b', ...c.key])).toString('base64url')

function decodeCursor(raw: string, shape: KeyShape): PageCursor {
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    parts = undefined
  }
  const [dir, ...key] = Array.isArray(parts) ? (parts as unknown[]) : []
  const valid =
    (dir === 'a' || dir === 'b') &&
    (shape === 'id'
      ? key.length === 1 && isId(key[0])
      : key.length === 2 && isTimeText(key[0]) && isId(key[1]))
  if (!valid) throw badRequest('cursor', 'is not a cursor of this list')
  return { dir: dir === 'a' ? 'after' : 'before', key: key as Key }
}

/** Keyset paging with 50 rows per page by default; a cursor of another list is a 400. */
export function paging(q: { cursor?: string; page_size?: number }, shape: KeyShape) {
  const pageSize = q.page_size ?? 50
  return {
    pageSize,
    limit: pageSize,
    cursor: q.cursor ? decodeCursor(q.cursor, shape) : undefined,
  }
}

/** The paging fields of a list's answer. */
export function pageInfo(
  page: { next: PageCursor | null; prev: PageCursor | null; total: number; capped: boolean },
  pageSize: number,
) {
  return {
    total: page.total,
    total_capped: page.capped,
    page_size: pageSize,
    next_cursor: page.next ? encodeCursor(page.next) : null,
    prev_cursor: page.prev ? encodeCursor(page.prev) : null,
  }
}
