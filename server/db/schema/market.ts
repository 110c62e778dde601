// The After Market: resale listings and their per-user cart.
import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { cents, createdAt, status, tgId, updatedAt } from './columns'
import { userRef, users } from './users'

export const aftermarketListings = pgTable('aftermarket_listings', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  priceCents: cents('price_cents').notNull(),
  description: text('description').notNull().default(''),
  status: status(['available', 'sold', 'reserved', 'delisted'], 'available'),
  soldTo: tgId('sold_to').references(() => users.tgId),
  soldAt: timestamp('sold_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const aftermarketCart = pgTable(
  'aftermarket_cart',
  {
    userId: userRef('user_id'),
    listingId: integer('listing_id')
      .notNull()
      .references(() => aftermarketListings.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
)
