// Lets a caller write into a money flow's one transaction, so its own record (the Idempotency-Key
// answer) commits or rolls back together with the effect: `begin` runs first inside the
// transaction, `commit` last, with the outcome the caller will be told.
import type { Tx } from './ledger'

export interface TxHooks<T> {
  begin(tx: Tx): Promise<void>
  commit(tx: Tx, outcome: T): Promise<void>
}
