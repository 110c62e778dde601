// The watchlist: names users wait for. One row per name in `watched_names`, however many users watch
// it, so RDAP is asked once per name and check; `watches` says who waits for which name.
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, tgId } from './columns'
import { users } from './users'

// Where a watched name stands, read from its registry's RDAP answer (see core/watchlist).
import { WATCH_STATES } from '../../../contract/watchlist'

export const watchedNames = pgTable(
  'watched_names',
  {
    domain: text('domain').primaryKey(),
    state: text('state', { enum: WATCH_STATES }).notNull().default('unknown'),
    /** The RDAP status values as the registry sent them (RFC 9083 section 4.6). */
    rdapStatus: jsonb('rdap_status').$type<string[]>().notNull().default([]),
    /** The registry's `expiration` event; null when it sent none or the name is free. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the name entered its current state (notices are keyed on it). */
    stateSince: timestamp('state_since', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The check the job chain runs next; the lifecycle tick re-arms a chain that fell behind. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last check failed (the registry's RDAP server down, say); null after a good one. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('watched_names_next_check_idx').on(t.nextCheckAt)],
)

export const watches = pgTable(
  'watches',
  {
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    domain: text('domain')
      .notNull()
      .references(() => watchedNames.domain, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.domain] }), index('watches_domain_idx').on(t.domain)],
)
