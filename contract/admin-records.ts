import { z } from 'zod/mini'
import {
  adminDomain,
  adminTransaction,
  dateRangeQuery,
  domainStatus,
  optionalParam,
  pageInfo,
  pageQuery,
  tgIdParam,
} from './admin'
import { transactionStatus, transactionType } from './domains'

/** GET /api/admin/domains?status=&q= : every domain with its owner, newest first. */
export const adminDomainsQuery = z.extend(pageQuery, {
  status: optionalParam(domainStatus),
  /** Part of the domain name, or the owner's username. */
  q: optionalParam(z.string().check(z.trim(), z.maxLength(100))),
})
export const adminDomainsResponse = z.extend(pageInfo, { domains: z.array(adminDomain) })
export type AdminDomainsResponse = z.infer<typeof adminDomainsResponse>

/** POST /api/admin/domains/:id/retry and /refund */
export const adminDomainResponse = z.object({ domain: adminDomain })
export type AdminDomainResponse = z.infer<typeof adminDomainResponse>

/** GET /api/admin/transactions?type=&status=&user=&from=&to= (dates inclusive, UTC). */
export const adminTransactionsQuery = z.extend(z.extend(pageQuery, dateRangeQuery.shape), {
  type: optionalParam(transactionType),
  status: optionalParam(transactionStatus),
  user: optionalParam(tgIdParam),
})
export const adminTransactionsResponse = z.extend(pageInfo, {
  transactions: z.array(adminTransaction),
})
export type AdminTransactionsResponse = z.infer<typeof adminTransactionsResponse>
