// Lets a caller write into a money flow's one transaction, so its own record (the Idempotency-Key
// answer) commits or rolls back together with the effect: `first` is the transaction's first
// statement and `last(outcome)` its last, each sent with the BEGIN and the COMMIT in one round trip
// (../../db/transaction), with the outcome the caller will be told.
import type { SQL } from 'drizzle-orm'
import type { Tx } from './ledger'

export interface TxHooks<T> {
  /** The first statement of the transaction. */
  first: SQL
  /** What the first statement's rows mean: it may go on in `tx`, or throw to roll back. */
  opened(tx: Tx, rows: Record<string, unknown>[]): void | Promise<void>
  /** The last statement of the transaction, for the outcome the caller will be told (if any). */
  last(outcome: T): SQL | undefined
  /** Called once the transaction, its last statement included, has committed. */
  committed?(): void
}
