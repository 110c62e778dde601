// Shapes of the admin API shared by several resources: sign-in, paging, date ranges, rows.
import { z } from 'zod/mini'
import { transactionStatus, transactionType } from './domains'
import { transactionKind, transactionParams } from './transaction-kind'
import { usd } from './usd'
import { MAX_DATE, MIN_DATE } from './date-range'
import { domainStatus, isoDate } from './admin-search'
import { userProfile } from './user'

/** POST /api/admin/session: exchanges ADMIN_TOKEN for the HttpOnly `admin_session` cookie. */
export const adminSessionRequest = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
})
export type AdminSessionRequest = z.infer<typeof adminSessionRequest>

/** How the caller proved they are an admin. */
export const adminMethod = z.enum(['telegram', 'token', 'session'])

/** GET /api/admin/me, and the answer of a successful sign-in. */
export const adminMe = z.object({
  /** Who the audit log records: `tg:<id>`, `token`, or `session:<id>`. */
  actor: z.string(),
  method: adminMethod,
  /** When the session cookie stops working; null for init data and the Bearer token. */
  expires_at: z.nullable(z.string()),
})
export type AdminMe = z.infer<typeof adminMe>

/** An empty query value means "no filter", so forms can send every field. */
export const optionalParam = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.transform((v) => (v === '' ? undefined : v)),
    z.optional(schema),
  )

// Defined with the admin routes' search parameters, which the first route loads without the rest
// of this module.
export { domainStatus, isoDate, MAX_DATE, MIN_DATE }

/**
 * Keyset paging of the admin lists, newest first. The first page has no `cursor`; the next and the
 * previous pages pass the answer's `next_cursor` / `prev_cursor` (null at either end). Offset paging
 * is gone: `page` is accepted only as 1 (an old client's first request), anything else is a 400.
 */
export const pageQuery = z.object({
  cursor: optionalParam(
    z
      .string()
      .check(
        z.maxLength(300),
        z.regex(/^[A-Za-z0-9_-]+$/, 'must be a next_cursor or prev_cursor from a previous answer'),
      ),
  ),
  page_size: optionalParam(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
  page: optionalParam(
    z.coerce
      .number()
      .check(
        z.int(),
        z.gte(1),
        z.lte(1, 'offset paging was replaced by cursor paging: follow next_cursor instead of page'),
      ),
  ),
})

/** Lists count matching rows up to this many; past it `total_capped` is true ("10,000+"). */
export const TOTAL_CAP = 10_000

export const pageInfo = z.object({
  /** Matching rows, counted up to TOTAL_CAP. */
  total: z.number().check(z.int()),
  /** There are more than `total` (the screens show "10,000+"). */
  total_capped: z.boolean(),
  page_size: z.number().check(z.int()),
  next_cursor: z.nullable(z.string()),
  prev_cursor: z.nullable(z.string()),
})

/** Inclusive UTC day range; defaults to the last 30 days; at most 366 days. */
export const dateRangeQuery = z.object({
  from: optionalParam(isoDate),
  to: optionalParam(isoDate),
})

/** The tg_id path segment. */
export const tgIdParam = z.string().check(z.regex(/^\d{1,15}$/, 'must be a Telegram user id'))

const INT4_MAX = 2_147_483_647
/** A row id of a `serial` (int4) column in a path: 1 … 2^31 − 1. */
export const int4IdParam = z.string().check(
  z.regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number'),
  z.refine((v) => Number(v) <= INT4_MAX, { message: `must be at most ${INT4_MAX}` }),
)
/** A row id of a `bigserial` column in a path (JS numbers stay exact up to 2^53 − 1). */
export const bigIdParam = z
  .string()
  .check(z.regex(/^[1-9]\d{0,14}$/, 'must be a positive whole number'))

export const adminUser = userProfile
export type AdminUser = z.infer<typeof adminUser>

export const adminDomain = z.object({
  id: z.number().check(z.int()),
  domain: z.string(),
  status: domainStatus,
  user_id: z.number().check(z.int()),
  username: z.nullable(z.string()),
  first_name: z.string(),
  price: usd,
  renewal_price: usd,
  purchased_at: z.string(),
  expires_at: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
})
export type AdminDomain = z.infer<typeof adminDomain>

export const adminTransaction = z.object({
  id: z.number().check(z.int()),
  user_id: z.number().check(z.int()),
  username: z.nullable(z.string()),
  type: transactionType,
  status: transactionStatus,
  /** Signed USD: credits positive, debits negative. */
  amount: usd,
  description: z.string(),
  /** What the entry was for, worded by the client in the reader's language (null: see description). */
  kind: z._default(z.nullable(transactionKind), null),
  params: z._default(z.nullable(transactionParams), null),
  reference: z.nullable(z.string()),
  created_at: z.string(),
})
export type AdminTransaction = z.infer<typeof adminTransaction>
