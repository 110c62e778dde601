// Column helpers shared by the tables. Money columns are integer cents (bigint, read as JS numbers:
// balances stay far below 2^53); Telegram ids are bigints too.
import { bigint, timestamp } from 'drizzle-orm/pg-core'

export const cents = (name: string) => bigint(name, { mode: 'number' })
export const tgId = (name: string) => bigint(name, { mode: 'number' })
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
