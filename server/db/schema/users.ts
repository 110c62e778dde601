// Who uses the app: users (balance cached from the ledger), their visits, operator settings.
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { cents, tgId, createdAt } from './columns'

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
    isBanned: boolean('is_banned').notNull().default(false),
    banReason: text('ban_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_balance_non_negative', sql`${t.balanceCents} >= 0`)],
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
