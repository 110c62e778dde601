// Selling names: the cached price list and availability, carts, owned domains.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { cents, serialId, updatedAt } from './columns'
import { orders } from './money'
import { userRef } from './users'

export interface CachedDnsRecord {
  id: string
  type: string
  name: string
  content: string
  proxied: boolean
  ttl: number
}

export const tldPrices = pgTable('tld_prices', {
  tld: text('tld').primaryKey(),
  wholesaleCents: cents('wholesale_cents').notNull(),
  wholesaleRenewalCents: cents('wholesale_renewal_cents').notNull(),
  updatedAt: updatedAt(),
})

export const availabilityCache = pgTable('availability_cache', {
  domain: text('domain').primaryKey(),
  available: boolean('available').notNull(),
  wholesaleCents: cents('wholesale_cents'),
  wholesaleRenewalCents: cents('wholesale_renewal_cents'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cartItems = pgTable(
  'cart_items',
  {
    userId: userRef('user_id'),
    domain: text('domain').notNull(),
    priceCents: cents('price_cents').notNull(),
    renewalCents: cents('renewal_cents').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.domain] })],
)

/**
 * A row whose name someone holds: neither a failed registration nor a released name. The predicate
 * of the one-live-owner index, written the same way in queries so they can use that index.
 */
export const heldName = (status: AnyPgColumn) => sql`${status} not in ('failed', 'released')`

export const domains = pgTable(
  'domains',
  {
    id: serialId(),
    userId: userRef('user_id'),
    domain: text('domain').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    status: text('status', {
      // active -> expired (grace) -> redemption -> released, moved by the lifecycle job.
      enum: ['registering', 'pending_cf', 'active', 'failed', 'expired', 'redemption', 'released'],
    })
      .notNull()
      .default('registering'),
    priceCents: cents('price_cents').notNull(),
    renewalCents: cents('renewal_cents').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ns1: text('ns1'),
    ns2: text('ns2'),
    cdnZoneId: text('cdn_zone_id'),
    // CDN account credentials, AES-256-GCM with the row id as associated data.
    cfEmail: text('cf_email'),
    cfPasswordEnc: text('cf_password_enc'),
    cf2faEnc: text('cf_2fa_enc'),
    sslMode: text('ssl_mode', { enum: ['off', 'flexible', 'full', 'strict'] })
      .notNull()
      .default('full'),
    ddosProtection: text('ddos_protection', { enum: ['low', 'medium', 'high', 'under_attack'] })
      .notNull()
      .default('medium'),
    // The zone's DNS records as last read from the CDN, served (marked stale) while it is unreachable.
    dnsCache: jsonb('dns_cache').$type<CachedDnsRecord[]>(),
    dnsCachedAt: timestamp('dns_cached_at', { withTimezone: true }),
    // Why a refunded registration failed; while a registered name is still being set up, the last
    // error of its setup (the CDN down, say), cleared once it is active.
    failureReason: text('failure_reason'),
    // When our registrar registered the name for the buyer: from then on it is theirs, never refunded.
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    // null follows the owner's profile default (on for names bought after they turned it on).
    autoRenew: boolean('auto_renew'),
    remindersMuted: boolean('reminders_muted').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live owner per name; a failed registration or a released one frees it for someone else.
    uniqueIndex('domains_live_name_uq').on(t.domain).where(heldName(t.status)),
    index('domains_expires_idx').on(t.expiresAt),
    index('domains_user_idx').on(t.userId),
    // The admin list: by status in its order, and the name search (pg_trgm) on `lower(domain)`,
    // which is the name itself (names are kept in lower case). On the bare column the planner also
    // took the trigram index for `domain = x`, a join's included, reading the posting lists of
    // trigrams every .com shares: the checkout's basket read grew with every name sold (1.7 ms at
    // 4,000 names, against 0.01 through domains_live_name_uq).
    index('domains_status_id_idx').on(t.status, t.id),
    index('domains_name_trgm_lower_idx').using('gin', sql`lower(${t.domain}) gin_trgm_ops`),
  ],
)
