import type { Context } from 'hono'
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

/** Paging with defaults: 50 rows per page. */
export function paging(q: { page?: number; page_size?: number }) {
  const page = q.page ?? 1
  const pageSize = q.page_size ?? 50
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize }
}
