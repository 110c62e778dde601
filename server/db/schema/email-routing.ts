// Email forwarding. Cloudflare keeps destination addresses per account, and every owner's live in
// the shop's one account, so the app remembers whose each one is: an owner sees and uses only
// theirs. The sandbox CDN keeps its account's addresses, its zones' routing and rules here too.
import { boolean, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { createdAt, serialId } from './columns'
import { sandboxZones } from './sandbox'
import { userRef } from './users'

export const emailDestinations = pgTable(
  'email_destinations',
  {
    id: serialId(),
    userId: userRef('user_id'),
    /** Lower-cased: one owner adds an address once. */
    email: text('email').notNull(),
    /** The CDN account's id of the address. */
    cdnId: text('cdn_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('email_destinations_user_email').on(t.userId, t.email)],
)

export const sandboxEmailAddresses = pgTable('sandbox_email_addresses', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const sandboxEmailRouting = pgTable('sandbox_email_routing', {
  zoneId: text('zone_id')
    .primaryKey()
    .references(() => sandboxZones.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** Where the catch-all forwards; null: it drops what no rule matches. */
  catchAll: text('catch_all'),
})

export const sandboxEmailRules = pgTable(
  'sandbox_email_rules',
  {
    id: text('id').primaryKey(),
    zoneId: text('zone_id')
      .notNull()
      .references(() => sandboxZones.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    destination: text('destination').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_email_rules_zone_idx').on(t.zoneId)],
)
