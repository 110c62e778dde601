// Running the shop: durable jobs, maintenance switches, admin sessions, the audit log, rate limits.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, serialId, status, updatedAt } from './columns'

export const jobs = pgTable(
  'jobs',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: status(['queued', 'running', 'done', 'failed'], 'queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    // Makes enqueueing idempotent: one job per (kind, dedupe key).
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_uq').on(t.kind, t.dedupeKey),
  ],
)

export const maintenance = pgTable('maintenance', {
  scope: text('scope', { enum: ['general', 'buy', 'market'] }).primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  message: text('message').notNull().default(''),
  updatedAt: updatedAt(),
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
    id: serialId(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt),
    index('audit_action_id_idx').on(t.action, t.id),
    index('audit_actor_id_idx').on(t.actor, t.id),
  ],
)

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Lifecycle events that must happen once: a reminder step, an auto-renewal of one period, a chat
 * notice of an order's outcome. The key is inserted in the transaction that enqueues the work, so
 * any number of workers, run any number of times, produce it once. `orderId`: the renewal an
 * auto-renewal charged, written in that renewal's own transaction.
 */
export const lifecycleMarks = pgTable('lifecycle_marks', {
  key: text('key').primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }),
  createdAt: createdAt(),
})
