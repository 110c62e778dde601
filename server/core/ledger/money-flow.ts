// The shape every money flow shares (cart checkout, After Market checkout, renewal): ONE transaction
// opened by the caller's Idempotency-Key hook, an order, one conditional debit of its total, the
// flow's own rows and jobs, and the outcome committed with the key's answer. A flow stops by
// throwing `abort(outcome)` anywhere inside: everything rolls back and that outcome is returned.
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import type { TransactionText } from '@contract/transaction-kind'
import { debit, type DebitResult, type Tx } from './ledger'
import { rewardReferrer } from '../user/referral-rewards'
import type { TxHooks } from './tx-hooks'
import { inTurn } from './in-turn'
import { transactionBetween } from '../../db/transaction'

/** What a successful flow tells the caller about the money. */
export interface Charged {
  orderId: number
  chargedCents: number
  balanceCents: number
}

/** The balance does not cover `needCents`; nothing was charged. */
export interface ShortOfMoney {
  ok: false
  error: 'insufficient_funds'
  needCents: number
  balanceCents: number
}

export const shortOfMoney = (needCents: number, balanceCents: number): ShortOfMoney => ({
  ok: false,
  error: 'insufficient_funds',
  needCents,
  balanceCents,
})

class Aborted extends Error {
  constructor(readonly outcome: unknown) {
    super('money flow aborted')
  }
}

/** Ends the flow's transaction with nothing done; the flow returns `outcome`. */
export function abort(outcome: unknown): never {
  throw new Aborted(outcome)
}

/**
 * Runs `body` in one transaction between the key's hooks, after the user's other money flows in this
 * process (./in-turn). `answer` is what the key stores (by default the result itself); a flow that
 * goes on after the commit tells the key a provisional one.
 */
export async function moneyTransaction<T, R extends T = T>(
  db: Db,
  userId: number,
  hooks: TxHooks<T> | undefined,
  body: (tx: Tx) => Promise<R>,
  answer: (result: R) => T = (r) => r,
): Promise<R | T> {
  try {
    const result = await inTurn(db, userId, () =>
      transactionBetween(db, hooks?.first, async (tx, rows) => {
        await hooks?.opened(tx, rows)
        const result = await body(tx)
        return { result, last: hooks?.last(answer(result)) }
      }),
    )
    hooks?.committed?.()
    return result
  } catch (err) {
    if (err instanceof Aborted) return err.outcome as T
    throw err
  }
}

export type OrderKind = (typeof orders.$inferInsert)['kind']

export const openOrder = async (tx: Tx, userId: number, kind: OrderKind, totalCents: number) => {
  const [order] = await tx
    .insert(orders)
    .values({ userId, kind, totalCents })
    .returning({ id: orders.id })
  if (!order) throw new Error(`${kind}: order not created`)
  return order.id
}

/**
 * The order's one conditional debit, referenced by the order, so it is booked at most once. Short
 * of money, the flow aborts with `short(balance)` (by default the plain `insufficient_funds`).
 * A paid purchase credits the buyer's referrer their share in the same transaction (see
 * referral-rewards.ts), so every flow that pays through here rewards exactly once.
 */
export async function payOrder(
  tx: Tx,
  order: PaidOrder & {
    description: string
    /** What the purchase was, for the history in the reader's language. */
    text?: TransactionText
  },
  short: (balanceCents: number) => unknown = (b) => shortOfMoney(order.totalCents, b),
): Promise<number> {
  const paid = await debit(tx, 'purchase', {
    userId: order.userId,
    amountCents: order.totalCents,
    description: order.description,
    text: order.text,
    reference: `order-${order.id}`,
  })
  return settleOrder(tx, order, paid, short)
}

export interface PaidOrder {
  id: number
  userId: number
  totalCents: number
}

/**
 * What follows the order's debit, wherever it was taken (`payOrder`, or the statement that opened
 * the order): short of money the flow aborts with `short(balance)`; paid, the referrer is rewarded.
 * Answers the balance left.
 */
export async function settleOrder(
  tx: Tx,
  order: PaidOrder,
  paid: DebitResult,
  short: (balanceCents: number) => unknown = (b) => shortOfMoney(order.totalCents, b),
): Promise<number> {
  if (!paid.ok) abort(short(paid.balanceCents))
  await rewardReferrer(
    tx,
    { orderId: order.id, userId: order.userId, amountCents: order.totalCents },
    paid.referrerId,
  )
  return paid.balanceCents
}

/** A ledger description naming what was bought, cut to fit. */
export function describePurchase(what: string, names: string[]): string {
  const list = names.join(', ')
  return `${what}: ${list.length > 200 ? `${list.slice(0, 197)}...` : list}`
}
