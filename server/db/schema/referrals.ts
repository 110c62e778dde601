// Referrals: who brought whom (recorded once, when the invited user is new) and the reward booked
// for each of the invited user's purchases, with what of it was taken back on refunds.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { cents, createdAt, tgId, updatedAt } from './columns'
import { orders } from './money'
import { userRef, users } from './users'

export const referrals = pgTable(
  'referrals',
  {
    // One row per invited user, never updated: the first inviter is the only one.
    referredId: tgId('referred_id')
      .primaryKey()
      .references(() => users.tgId),
    referrerId: userRef('referrer_id'),
    /** How the invited user came: the bot's /start or the Mini App's startapp parameter. */
    source: text('source', { enum: ['bot', 'app'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId),
    check('referrals_not_self', sql`${t.referredId} <> ${t.referrerId}`),
  ],
)

export const referralRewards = pgTable(
  'referral_rewards',
  {
    // One reward per purchase order: the primary key is what makes it exactly once.
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    referrerId: userRef('referrer_id'),
    referredId: userRef('referred_id'),
    /** The reward rate when the purchase was paid, in hundredths of a percent. */
    rateBps: integer('rate_bps').notNull(),
    purchaseCents: cents('purchase_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** How much of the purchase has been refunded, and how much of the reward taken back for it. */
    refundedCents: cents('refunded_cents').notNull().default(0),
    reversedCents: cents('reversed_cents').notNull().default(0),
    /** Part of reversed_cents the referrer had already spent: written off, not taken. */
    unrecoveredCents: cents('unrecovered_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('referral_rewards_referrer_idx').on(t.referrerId),
    check('referral_rewards_reversed_le_amount', sql`${t.reversedCents} <= ${t.amountCents}`),
  ],
)
