// Paying for domains, the one flow behind the cart's checkout and the After Market's: inside the
// caller's money transaction (../ledger/money-flow) it opens the order with the buyer's domain
// rows and their provisioning jobs (the partial unique index on live names turns away a name
// someone else holds), lets the caller decide about those, and takes the total with the order's
// one conditional debit. The two checkouts differ only in what a held name means (skip it, or give
// up the whole purchase) and in how the order is named.
import { eq } from 'drizzle-orm'
import { orders } from '../../db/schema'
import type { TransactionText } from '@contract/transaction-kind'
import type { Tx } from '../ledger/ledger'
import { describePurchase, payOrder, settleOrder } from '../ledger/money-flow'
import { openOrderWithDomains, type DomainToBuy, type OrderEntry } from './provisioning-job'

export type { DomainToBuy } from './provisioning-job'

export interface BoughtDomain {
  id: number
  domain: string
  priceCents: number
}

const purchases = {
  purchase: { label: 'Domain purchase', kind: 'domain_purchase' },
  market: { label: 'After Market purchase', kind: 'market_purchase' },
} as const satisfies Record<string, { label: string; kind: TransactionText['kind'] }>

export interface BuyDomainsInput {
  userId: number
  /** Which checkout: the order's kind, and the words of its ledger entry. */
  kind: keyof typeof purchases
  /** In the order the rows are written: callers sort them, so racing buyers never deadlock. */
  items: DomainToBuy[]
  /**
   * Called with the names someone else got first (possibly none) and what is left to buy. It may
   * end the flow with `abort(...)`; if it returns, the held names are skipped.
   */
  whenHeld: (held: string[], bought: BoughtDomain[]) => void | Promise<void>
  /** The outcome when the balance does not cover the total. */
  short: (balanceCents: number, totalCents: number) => unknown
}

export interface PaidDomains {
  orderId: number
  bought: BoughtDomain[]
  totalCents: number
  balanceCents: number
}

export async function buyDomains(tx: Tx, input: BuyDomainsInput): Promise<PaidDomains> {
  const { userId, items } = input
  const plannedCents = items.reduce((s, i) => s + i.priceCents, 0)
  const words = purchases[input.kind]
  const entry = (names: string[]): OrderEntry => ({
    description: describePurchase(words.label, names),
    text: { kind: words.kind, params: { domains: names.join(', ') } },
  })
  // The order, the rows and their provisioning jobs in one statement, and when every name went in,
  // the debit of the whole total too: a name someone holds gets neither row nor job, and a flow
  // that stops below takes the rest back with its transaction.
  const {
    orderId,
    added: bought,
    paid,
  } = await openOrderWithDomains(
    tx,
    { userId, kind: input.kind, totalCents: plannedCents },
    items,
    entry(items.map((i) => i.domain)),
  )
  const held = items.filter((i) => !bought.some((b) => b.domain === i.domain)).map((i) => i.domain)
  await input.whenHeld(held, bought)
  if (bought.length === 0)
    throw new Error(`${input.kind}: every name was held and the flow went on`)
  if (paid) {
    const balanceCents = await settleOrder(
      tx,
      { id: orderId, userId, totalCents: plannedCents },
      paid,
      (balance) => input.short(balance, plannedCents),
    )
    return { orderId, bought, totalCents: plannedCents, balanceCents }
  }

  const totalCents = bought.reduce((s, b) => s + b.priceCents, 0)
  if (totalCents !== plannedCents)
    await tx.update(orders).set({ totalCents }).where(eq(orders.id, orderId))
  const names = bought.map((b) => b.domain)
  const balanceCents = await payOrder(
    tx,
    { id: orderId, userId, totalCents, ...entry(names) },
    (balance) => input.short(balance, totalCents),
  )
  return { orderId, bought, totalCents, balanceCents }
}
