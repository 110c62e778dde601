import { z } from 'zod/mini'
import { usd } from './usd'
import { dateRangeQuery, optionalParam, pageInfo, pageQuery } from './admin'

/** GET /api/admin/stats?from=&to= : one row per UTC day of the range, and the totals. */
export const adminStatsQuery = dateRangeQuery
const statsFigures = z.object({
  /** Purchases minus refunds, USD. */
  revenue: usd,
  /** Money taken by purchases, USD. */
  purchases: usd,
  refunds: usd,
  deposits: usd,
  new_users: z.number().check(z.int()),
  /** Number of purchase entries (checkouts, renewals, market buys). */
  purchase_count: z.number().check(z.int()),
})
export const adminStatsDay = z.extend(statsFigures, { date: z.string() })
export const adminStatsResponse = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(adminStatsDay),
  totals: statsFigures,
})
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>

/** GET /api/admin/visits?from=&to= : page_path counts per UTC day, and per path over the range. */
export const adminVisitsQuery = dateRangeQuery
export const adminVisitsResponse = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({ date: z.string(), page_path: z.string(), count: z.number().check(z.int()) }),
  ),
  totals: z.array(z.object({ page_path: z.string(), count: z.number().check(z.int()) })),
})
export type AdminVisitsResponse = z.infer<typeof adminVisitsResponse>

/** GET /api/admin/bans */
export const adminBan = z.object({
  tg_id: z.number().check(z.int()),
  username: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.nullable(z.string()),
  ban_reason: z.nullable(z.string()),
  /** From the audit log; null when the ban predates it. */
  banned_at: z.nullable(z.string()),
  banned_by: z.nullable(z.string()),
})
export const adminBansResponse = z.object({ bans: z.array(adminBan) })
export type AdminBansResponse = z.infer<typeof adminBansResponse>

/** GET /api/admin/audit?action=&actor= : newest first. */
export const adminAuditQuery = z.extend(pageQuery, {
  action: optionalParam(z.string().check(z.trim(), z.maxLength(64))),
  actor: optionalParam(z.string().check(z.trim(), z.maxLength(128))),
})
export const auditEntry = z.object({
  id: z.number().check(z.int()),
  actor: z.string(),
  action: z.string(),
  target: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntry>
export const adminAuditResponse = z.extend(pageInfo, { entries: z.array(auditEntry) })
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>

/** One difference found by the nightly reconciliation (amounts in USD, dates YYYY-MM-DD). */
export const reconciliationDifference = z.object({
  kind: z.enum([
    'domain_missing',
    'expiry_mismatch',
    'registrar_error',
    'registrar_unsupported',
    'balance_mismatch',
  ]),
  /** The domain name, `user <tg_id>`, or the registrar's name. */
  subject: z.string(),
  /** What our database says. */
  expected: z.nullable(z.string()),
  /** What the registrar (or the cached balance) says. */
  actual: z.nullable(z.string()),
})
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>

export const reconciliationReport = z.object({
  ran_at: z.string(),
  domains_checked: z.number().check(z.int()),
  balances_checked: z.number().check(z.int()),
  difference_count: z.number().check(z.int()),
  differences: z.array(reconciliationDifference),
})
export type ReconciliationReport = z.infer<typeof reconciliationReport>

/** GET /api/admin/reconciliation: the last nightly report; null before the first run. */
export const adminReconciliationResponse = z.object({ report: z.nullable(reconciliationReport) })
export type AdminReconciliationResponse = z.infer<typeof adminReconciliationResponse>
