// Who uses the app: users (balance cached from the ledger), their visits, operator settings.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { cents, createdAt, serialId, tgId, updatedAt } from './columns'

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
    // When the user turned on auto-renew by default (null: off); names bought since then renew.
    autoRenewSince: timestamp('auto_renew_since', { withTimezone: true }),
    // Whether the bot's chat notices reach the user (server/core/user/chat-notices.ts): 'unknown',
    // 'allowed', 'refused' (they said no to write access) or 'blocked' (Telegram refused a notice),
    // and when it last changed.
    chatNotices: text('chat_notices').notNull().default('unknown'),
    chatNoticesAt: timestamp('chat_notices_at', { withTimezone: true }),
    isBanned: boolean('is_banned').notNull().default(false),
    banReason: text('ban_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_balance_non_negative', sql`${t.balanceCents} >= 0`),
    check(
      'users_chat_notices_state',
      sql`${t.chatNotices} IN ('unknown', 'allowed', 'refused', 'blocked')`,
    ),
    // The admin list's order (newest first, keyset on created_at, tg_id) and its search (pg_trgm).
    index('users_created_idx').on(t.createdAt, t.tgId),
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
    index('users_banned_idx')
      .on(t.updatedAt)
      .where(sql`${t.isBanned}`),
  ],
)

/** A column naming the user a row belongs to. */
export const userRef = (name: string) =>
  tgId(name)
    .notNull()
    .references(() => users.tgId)

export const visits = pgTable(
  'visits',
  {
    id: serialId(),
    userId: userRef('user_id'),
    pagePath: text('page_path').notNull(),
    // Where the visit came from: the client's address (behind TRUST_PROXY, the one it forwarded)
    // and the place a trusted proxy's geolocation headers named; null when unknown.
    ipAddress: text('ip_address'),
    country: text('country'),
    city: text('city'),
    createdAt: createdAt(),
  },
  (t) => [
    index('visits_created_idx').on(t.createdAt),
    index('visits_user_created_idx').on(t.userId, t.createdAt),
  ],
)

/**
 * Figures per UTC day, kept by triggers (migration 0006): each write to ledger_entries, users or
 * visits appends its change to rollup_deltas in its own transaction, and the `rollups` job folds
 * the deltas into daily_rollups. Reports read both, so a year is at most 366 rows per series.
 * series: `money` (key: entry type, completed entries only; n entries, amount cents), `users`
 * (key ''), `visits` (key: the route template).
 */
export const dailyRollups = pgTable(
  'daily_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    series: text('series').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.day, t.key] })],
)

export const rollupDeltas = pgTable(
  'rollup_deltas',
  {
    id: serialId(),
    day: date('day', { mode: 'string' }).notNull(),
    series: text('series').notNull(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('rollup_deltas_series_day_idx').on(t.series, t.day)],
)

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
})
