// State of the embedded sandbox providers, so they behave like real remote systems across restarts.
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { DsRecord } from '../../providers/registrar-controls'
import { createdAt } from './columns'

export const sandboxRegistrations = pgTable('sandbox_registrations', {
  domain: text('domain').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  nameServers: jsonb('name_servers').$type<string[]>().notNull().default([]),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  privacyEnabled: boolean('privacy_enabled').notNull().default(true),
  locked: boolean('locked').notNull().default(true),
  transferLockExpiresAt: timestamp('transfer_lock_expires_at', { withTimezone: true }),
  ds: jsonb('ds').$type<DsRecord[]>().notNull().default([]),
})

/** Transfers into the sandbox registrar: they complete at `completesAt`, or fail (see sandbox-transfers). */
export const sandboxTransfers = pgTable('sandbox_transfers', {
  domain: text('domain').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  state: text('state', { enum: ['pending', 'completed', 'failed', 'cancelled'] }).notNull(),
  authCode: text('auth_code').notNull(),
  detail: text('detail').notNull(),
  completesAt: timestamp('completes_at', { withTimezone: true }).notNull(),
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
  dnssec: text('dnssec', { enum: ['off', 'pending', 'active'] })
    .notNull()
    .default('off'),
  // When signing started: the sandbox registry publishes the DS one activation delay later.
  dnssecSince: timestamp('dnssec_since', { withTimezone: true }),
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

/** Redirects the sandbox CDN serves (see sandbox-redirects). */
export const sandboxRedirects = pgTable('sandbox_redirects', {
  id: text('id').primaryKey(),
  zoneId: text('zone_id')
    .notNull()
    .references(() => sandboxZones.id, { onDelete: 'cascade' }),
  source: text('source').notNull(),
  target: text('target').notNull(),
  statusCode: integer('status_code').notNull(),
  keepPath: boolean('keep_path').notNull(),
  placeholderRecordId: text('placeholder_record_id'),
  createdAt: createdAt(),
})
