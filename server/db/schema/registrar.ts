// What we know of each domain's registrar-side settings (WHOIS privacy, transfer lock, DNSSEC), kept
// so the domain page shows the last known values while the registrar cannot be reached, and the
// transfers in that buyers paid for.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { DsRecord } from '../../providers/registrar-controls'
import { cents, createdAt, serialId, status, updatedAt } from './columns'
import { domains } from './catalog'
import { orders } from './money'
import { userRef } from './users'

export const domainControls = pgTable('domain_controls', {
  domainId: bigint('domain_id', { mode: 'number' })
    .primaryKey()
    .references(() => domains.id),
  privacyEnabled: boolean('privacy_enabled').notNull().default(true),
  locked: boolean('locked').notNull().default(true),
  transferLockExpiresAt: timestamp('transfer_lock_expires_at', { withTimezone: true }),
  // off → enabling (CDN signs, DS to the registrar) → active; disabling removes the DS first.
  // A change that failed for good ends in enable_failed / disable_failed with its reason.
  dnssec: text('dnssec', {
    enum: ['off', 'enabling', 'pending', 'active', 'disabling', 'enable_failed', 'disable_failed'],
  })
    .notNull()
    .default('off'),
  dnssecError: text('dnssec_error'),
  ds: jsonb('ds').$type<DsRecord>(),
  readAt: timestamp('read_at', { withTimezone: true }),
  updatedAt: updatedAt(),
})

export const domainTransfers = pgTable(
  'domain_transfers',
  {
    id: serialId(),
    userId: userRef('user_id'),
    domain: text('domain').notNull(),
    // AES-256-GCM with the row id as associated data; cleared once the transfer is over.
    authCodeEnc: text('auth_code_enc'),
    status: status(['pending', 'completed', 'failed', 'cancelled'], 'pending'),
    priceCents: cents('price_cents').notNull(),
    renewalCents: cents('renewal_cents').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    domainId: bigint('domain_id', { mode: 'number' }).references(() => domains.id),
    detail: text('detail'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One transfer of a name in progress at a time.
    uniqueIndex('domain_transfers_pending_uq')
      .on(t.domain)
      .where(sql`${t.status} = 'pending'`),
    index('domain_transfers_user_idx').on(t.userId),
  ],
)
