// Search parameters of the admin console's routes. A bad value in the URL counts as none, so a
// hand-edited or stale link opens the page unfiltered instead of failing. Here rather than beside
// the routes because the routes are part of the client's first route: the build compiles these
// into plain validators (contract/first-route.ts), which it can do only from the contract.
import { z } from 'zod'
import { domainStatus, isoDate } from './admin'
import { transactionStatus, transactionType } from './domains'

/** A next_cursor / prev_cursor of a keyset-paged list. */
const cursorParam = z
  .string()
  .max(300)
  .regex(/^[\w-]+$/)
  .optional()
  .catch(undefined)

/** A free-text search. */
const textParam = z.string().max(100).optional().catch(undefined)

/** A date range, YYYY-MM-DD, both ends inclusive and optional. */
export const adminRangeSearch = z.object({
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
})

export const adminDomainsSearch = z.object({
  status: domainStatus.optional().catch(undefined),
  q: textParam,
  cursor: cursorParam,
})

export const adminTransactionsSearch = z.object({
  type: transactionType.optional().catch(undefined),
  status: transactionStatus.optional().catch(undefined),
  user: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .catch(undefined),
  ...adminRangeSearch.shape,
  cursor: cursorParam,
})

export const adminUsersSearch = z.object({ q: textParam, cursor: cursorParam })
