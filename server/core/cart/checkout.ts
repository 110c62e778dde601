// Checkout: the cart is priced again and checked with the registrar (outside any transaction), then
// ONE money transaction (../ledger/money-flow) pays for the names through the flow the After Market
// shares (../domains/buy-domains: the order, the domain rows, one conditional debit, a provisioning
// job per domain) and empties the cart of them. All of that happens or none.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { executeNamed } from '../../db/prepared'
import { cartItems } from '../../db/schema'
import type { Registrar } from '../../providers/types'
import { readMaintenance, type MaintenanceSwitch } from '../maintenance/maintenance'
import { liveHolders, quoteDomains } from '../catalog/availability'
import { readBasket } from './cart'
import { balanceOf, type Executor, type Tx } from '../ledger/ledger'
import {
  abort,
  moneyTransaction,
  shortOfMoney,
  type Charged,
  type ShortOfMoney,
} from '../ledger/money-flow'
import { buyDomains } from '../domains/buy-domains'
import type { TxHooks } from '../ledger/tx-hooks'

export interface FailedName {
  domain: string
  reason: string
}

export type CheckoutOutcome =
  | ({ ok: true; purchased: string[]; failed: FailedName[] } & Charged)
  | (ShortOfMoney & { failed: FailedName[] })
  | {
      ok: false
      error: 'cart_empty' | 'nothing_available'
      balanceCents: number
      failed: FailedName[]
    }
  | { ok: false; error: 'maintenance'; message: string; balanceCents: number; failed: FailedName[] }

type Wanted = { domain: string; priceCents: number; renewalCents: number }

export async function checkout(
  db: Db,
  registrar: Registrar,
  userId: number,
  hooks?: TxHooks<CheckoutOutcome>,
  /**
   * The buy switch. The server passes the flags its maintenance gate has just read (cached for a
   * second per process) rather than asking the database again on every checkout.
   */
  buySwitch: () => Promise<MaintenanceSwitch> = async () => (await readMaintenance(db)).buy,
): Promise<CheckoutOutcome> {
  const paused = await buySwitch()
  if (paused?.enabled) {
    const message =
      paused.message || 'Domain purchases are paused for maintenance. Please try again later.'
    return {
      ok: false,
      error: 'maintenance',
      message,
      balanceCents: await balanceOf(db, userId),
      failed: [],
    }
  }
  const { cart, book } = await readBasket(db, userId)
  if (cart.length === 0)
    return { ok: false, error: 'cart_empty', balanceCents: await balanceOf(db, userId), failed: [] }

  const names = cart.map((i) => i.domain)
  const holders = new Map(cart.flatMap((i) => (i.holder === null ? [] : [[i.domain, i.holder]])))
  const quotes = await quoteDomains(db, registrar, book, names, { userId, fresh: true, holders })
  const failed: FailedName[] = []
  const wanted: Wanted[] = []
  for (const item of cart) {
    const q = quotes.get(item.domain)
    if (q?.available)
      wanted.push({ domain: item.domain, priceCents: q.priceCents, renewalCents: q.renewalCents })
    else failed.push({ domain: item.domain, reason: q?.reason ?? 'taken' })
  }
  // A fixed insert order: two checkouts racing for the same names wait on each other, never deadlock.
  wanted.sort((a, b) => a.domain.localeCompare(b.domain))

  // No balance read first: the order's conditional debit says whether the balance covers it (and
  // what the balance is), and a short one rolls the order back.
  const outcome: CheckoutOutcome =
    wanted.length === 0
      ? { ok: false, error: 'nothing_available', balanceCents: await balanceOf(db, userId), failed }
      : await moneyTransaction(db, userId, hooks, (tx) => buy(tx, { userId, wanted, failed }))
  // Names that can never be bought leave the cart; an unpaid cart otherwise stays as it was.
  if (!outcome.ok && outcome.error === 'nothing_available' && outcome.failed.length > 0)
    await dropFromCart(
      db,
      userId,
      outcome.failed.map((f) => f.domain),
    )
  return outcome
}

async function buy(
  tx: Tx,
  o: {
    userId: number
    wanted: Wanted[]
    failed: FailedName[]
  },
): Promise<CheckoutOutcome> {
  const { userId } = o
  let failed = o.failed
  const paid = await buyDomains(tx, {
    userId,
    kind: 'purchase',
    items: o.wanted,
    // A name someone got first is skipped; the rest is bought.
    whenHeld: async (held, bought) => {
      failed = [...failed, ...(await lostReasons(tx, held, userId))]
      if (bought.length === 0) {
        const balanceCents = await balanceOf(tx, userId)
        abort({ ok: false, error: 'nothing_available', balanceCents, failed })
      }
    },
    short: (balance, total) => ({ ...shortOfMoney(total, balance), failed }),
  })
  const purchased = paid.bought.map((b) => b.domain)
  // The order's statement took the names bought out of the cart; the ones that failed go too.
  if (failed.length > 0)
    await dropFromCart(
      tx,
      userId,
      failed.map((f) => f.domain),
    )
  return {
    ok: true,
    orderId: paid.orderId,
    purchased,
    failed,
    chargedCents: paid.totalCents,
    balanceCents: paid.balanceCents,
  }
}

async function dropFromCart(ex: Executor, userId: number, names: string[]) {
  await executeNamed(
    ex,
    'cart_drop_names',
    sql`delete from ${cartItems}
      where user_id = ${userId}::bigint and domain = any(${sql.param(names)}::text[])`,
  )
}

async function lostReasons(db: Executor, lost: string[], userId: number): Promise<FailedName[]> {
  if (lost.length === 0) return []
  const holders = await liveHolders(db, lost)
  return lost.map((domain) => ({
    domain,
    reason: holders.get(domain) === userId ? 'owned_by_you' : 'taken',
  }))
}
