// The whole schema in one place: every table the product uses, so migrations stay one linear history.
// Money columns are integer cents (bigint, read as JS numbers: balances stay far below 2^53).
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const cents = (name: string) => bigint(name, { mode: 'number' })
const tgId = (name: string) => bigint(name, { mode: 'number' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    tgId: tgId('tg_id').primaryKey(),
    username: text('username'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name'),
    photoUrl: text('photo_url'),
    languageCode: text('language_code').notNull().default('en'),
    // The language the user picked in the app ('ru' | 'en'); null until they pick one. Telegram's
    // language_code above follows their client and is never taken for a choice.
    preferredLanguage: text('preferred_language'),
    // A cache of the sum of the user's ledger entries, kept in the same statement as each entry.
    balanceCents: cents('balance_cents').notNull().default(0),
    isBanned: boolean('is_banned').notNull().default(false),
    banReason: text('ban_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_balance_non_negative', sql`${t.balanceCents} >= 0`)],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    type: text('type', { enum: ['deposit', 'purchase', 'refund', 'promo', 'adjustment'] }).notNull(),
    status: text('status', { enum: ['completed', 'pending', 'failed', 'cancelled'] })
      .notNull()
      .default('completed'),
    // Signed: credits are positive, debits negative.
    amountCents: cents('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    // What caused the entry (order id, payment charge id, promo code); unique per type when set,
    // so one payment or one refund can never be booked twice.
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ledger_type_reference_uq').on(t.type, t.reference),
  ],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] })
      .notNull()
      .default('in_progress'),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idem_created_idx').on(t.createdAt)],
)

export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    pagePath: text('page_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visits_created_idx').on(t.createdAt)],
)

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const tldPrices = pgTable('tld_prices', {
  tld: text('tld').primaryKey(),
  wholesaleCents: cents('wholesale_cents').notNull(),
  wholesaleRenewalCents: cents('wholesale_renewal_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    domain: text('domain').notNull(),
    priceCents: cents('price_cents').notNull(),
    renewalCents: cents('renewal_cents').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.domain] })],
)

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    kind: text('kind', { enum: ['purchase', 'renewal', 'market'] }).notNull(),
    totalCents: cents('total_cents').notNull(),
    status: text('status', { enum: ['held', 'completed', 'partially_refunded', 'refunded'] })
      .notNull()
      .default('held'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('orders_total_positive', sql`${t.totalCents} > 0`)],
)

export const domains = pgTable(
  'domains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    domain: text('domain').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    status: text('status', {
      enum: ['registering', 'pending_cf', 'active', 'failed', 'expired'],
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
    sslMode: text('ssl_mode', { enum: ['off', 'flexible', 'full'] })
      .notNull()
      .default('full'),
    ddosProtection: text('ddos_protection', { enum: ['low', 'medium', 'high', 'under_attack'] })
      .notNull()
      .default('medium'),
    failureReason: text('failure_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live owner per name; a failed registration frees the name for someone else.
    uniqueIndex('domains_live_name_uq').on(t.domain).where(sql`${t.status} <> 'failed'`),
    index('domains_user_idx').on(t.userId),
  ],
)

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    // Makes enqueueing idempotent: one job per (kind, dedupe key).
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_uq').on(t.kind, t.dedupeKey),
  ],
)

export const aftermarketListings = pgTable('aftermarket_listings', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  priceCents: cents('price_cents').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['available', 'sold', 'reserved', 'delisted'] })
    .notNull()
    .default('available'),
  soldTo: tgId('sold_to').references(() => users.tgId),
  soldAt: timestamp('sold_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const aftermarketCart = pgTable(
  'aftermarket_cart',
  {
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    listingId: integer('listing_id')
      .notNull()
      .references(() => aftermarketListings.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
)

export const promocodes = pgTable('promocodes', {
  code: text('code').primaryKey(),
  amountCents: cents('amount_cents').notNull(),
  maxUses: integer('max_uses').notNull(),
  usedCount: integer('used_count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
})

export const promocodeActivations = pgTable(
  'promocode_activations',
  {
    code: text('code')
      .notNull()
      .references(() => promocodes.code),
    userId: tgId('user_id')
      .notNull()
      .references(() => users.tgId),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
)

export const maintenance = pgTable('maintenance', {
  scope: text('scope', { enum: ['general', 'buy', 'market'] }).primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  message: text('message').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const adminSessions = pgTable('admin_sessions', {
  // SHA-256 of the session secret; the secret itself only lives in the HttpOnly cookie.
  idHash: text('id_hash').primaryKey(),
  actor: text('actor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt)],
)

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
})

export const starPayments = pgTable('star_payments', {
  chargeId: text('charge_id').primaryKey(),
  userId: tgId('user_id')
    .notNull()
    .references(() => users.tgId),
  stars: integer('stars').notNull(),
  amountCents: cents('amount_cents').notNull(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
})

// State of the embedded sandbox providers, so they behave like real remote systems across restarts.
export const sandboxRegistrations = pgTable('sandbox_registrations', {
  domain: text('domain').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  nameServers: jsonb('name_servers').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

export const sandboxZones = pgTable('sandbox_zones', {
  id: text('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  nameServers: jsonb('name_servers').$type<string[]>().notNull(),
  activatesAt: timestamp('activates_at', { withTimezone: true }).notNull(),
  sslMode: text('ssl_mode').notNull().default('full'),
  securityLevel: text('security_level').notNull().default('medium'),
  createdAt: createdAt(),
})

export const sandboxDnsRecords = pgTable('sandbox_dns_records', {
  id: text('id').primaryKey(),
  zoneId: text('zone_id')
    .notNull()
    .references(() => sandboxZones.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  proxied: boolean('proxied').notNull().default(false),
  ttl: integer('ttl').notNull().default(1),
  createdAt: createdAt(),
})
