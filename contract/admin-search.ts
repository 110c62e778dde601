// Search parameters of the admin console's routes. A bad value in the URL counts as none, so a
// hand-edited or stale link opens the page unfiltered instead of failing. The route tree, which the
// first route loads, holds every route's `validateSearch`: this module stays small and imports
// nothing of the admin screens' contract (contract/admin.ts re-exports the two schemas below).
import { z } from 'zod/mini'
import { inDateRange, MAX_DATE, MIN_DATE } from './date-range'
import { transactionStatus, transactionType } from './domains'

/** Report and filter dates: a calendar day between these years, so no bound overflows a timestamp. */
export const isoDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' }).check(
  z.refine(inDateRange, {
    message: `must be between ${MIN_DATE} and ${MAX_DATE}`,
  }),
)

export const domainStatus = z.enum([
  'registering',
  'pending_cf',
  'active',
  'failed',
  'expired',
  'redemption',
  'released',
])

/** A next_cursor / prev_cursor of a keyset-paged list. */
const cursorParam = z.catch(
  z.optional(z.string().check(z.maxLength(300), z.regex(/^[\w-]+$/))),
  undefined,
)

/** A free-text search. */
const textParam = z.catch(z.optional(z.string().check(z.maxLength(100))), undefined)

/** A date range, YYYY-MM-DD, both ends inclusive and optional. */
export const adminRangeSearch = z.object({
  from: z.catch(z.optional(isoDate), undefined),
  to: z.catch(z.optional(isoDate), undefined),
})

export const adminDomainsSearch = z.object({
  status: z.catch(z.optional(domainStatus), undefined),
  q: textParam,
  cursor: cursorParam,
})

export const adminTransactionsSearch = z.object({
  type: z.catch(z.optional(transactionType), undefined),
  status: z.catch(z.optional(transactionStatus), undefined),
  user: z.catch(z.optional(z.string().check(z.regex(/^\d{1,15}$/))), undefined),
  ...adminRangeSearch.shape,
  cursor: cursorParam,
})

export const adminUsersSearch = z.object({ q: textParam, cursor: cursorParam })
