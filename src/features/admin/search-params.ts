import { z } from 'zod'
import { isoDate } from '@contract/admin'

// Search parameters of the admin routes. A bad value in the URL counts as none, so a hand-edited
// or stale link opens the page unfiltered instead of failing.

/** A next_cursor / prev_cursor of a keyset-paged list. */
export const cursorParam = z
  .string()
  .max(300)
  .regex(/^[\w-]+$/)
  .optional()
  .catch(undefined)

/** A free-text search. */
export const textParam = z.string().max(100).optional().catch(undefined)

/** A date range, YYYY-MM-DD, both ends inclusive and optional. */
export const rangeSearch = z.object({
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
})
