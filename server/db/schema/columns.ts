// Column helpers shared by the tables. Money columns are integer cents (bigint, read as JS numbers:
// balances stay far below 2^53); Telegram ids are bigints too.
import { bigint, bigserial, text, timestamp } from 'drizzle-orm/pg-core'

export const cents = (name: string) => bigint(name, { mode: 'number' })
export const tgId = (name: string) => bigint(name, { mode: 'number' })
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** The surrogate key of a table whose rows have no natural one. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey()
/** A row's state: one of `values`, `initial` when the row is written. */
export const status = <const T extends [string, ...string[]]>(values: T, initial: T[number]) =>
  text('status', { enum: values }).notNull().default(initial)
