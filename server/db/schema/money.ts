// Money: the ledger, orders, Idempotency-Key answers, Stars payments, promo codes.
import { sql } from 'drizzle-orm'
import type { TransactionKind, TransactionParams } from '../../../contract/transaction-kind'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { cents, createdAt, serialId, status, updatedAt } from './columns'
import { userRef } from './users'

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serialId(),
    userId: userRef('user_id'),
    type: text('type', {
      enum: [
        'deposit',
        'purchase',
        'refund',
        'promo',
        'adjustment',
        'referral_reward',
        'referral_reversal',
      ],
    }).notNull(),
    status: status(['completed', 'pending', 'failed', 'cancelled'], 'completed'),
    // Signed: credits are positive, debits negative.
    amountCents: cents('amount_cents').notNull(),
    description: text('description').notNull().default(''),
    // The description as a kind and its blanks, worded by the client in the user's language.
    kind: text('kind').$type<TransactionKind>(),
    params: jsonb('params').$type<TransactionParams>(),
    // What caused the entry (order id, payment charge id, promo code); unique per type when set,
    // so one payment or one refund can never be booked twice.
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('ledger_type_reference_uq').on(t.type, t.reference),
    // The admin list's filters, each in the list's order (newest id first).
    index('ledger_type_id_idx').on(t.type, t.id),
    index('ledger_status_id_idx').on(t.status, t.id),
    index('ledger_user_id_idx').on(t.userId, t.id),
    index('ledger_created_idx').on(t.createdAt),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    userId: userRef('user_id'),
    kind: text('kind', { enum: ['purchase', 'renewal', 'market', 'transfer'] }).notNull(),
    totalCents: cents('total_cents').notNull(),
    status: status(['held', 'completed', 'partially_refunded', 'refunded'], 'held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('orders_total_positive', sql`${t.totalCents} > 0`)],
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
    // The answer's exact text, so a replay is byte-for-byte the first answer (jsonb reorders keys).
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idem_created_idx').on(t.createdAt)],
)

export const starPayments = pgTable(
  'star_payments',
  {
    chargeId: text('charge_id').primaryKey(),
    userId: userRef('user_id'),
    stars: integer('stars').notNull(),
    amountCents: cents('amount_cents').notNull(),
    payload: text('payload').notNull(),
    // credited -> refunding (debited, Telegram asked) -> refunded; back to credited if Telegram
    // refuses. refunded_spent: Telegram returned the Stars but the balance was already spent.
    state: text('state', { enum: ['credited', 'refunding', 'refunded', 'refunded_spent'] })
      .notNull()
      .default('credited'),
    // Each refund attempt debits under a reference of its own, so a retry after a refusal is
    // a new ledger entry rather than a clash with the reversed one.
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('star_payments_user_idx').on(t.userId, t.createdAt),
    check(
      'star_payments_state_known',
      sql`${t.state} in ('credited', 'refunding', 'refunded', 'refunded_spent')`,
    ),
  ],
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
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
)
