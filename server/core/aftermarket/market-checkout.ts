// After Market checkout, in one money transaction (./money-flow): each listing moves available →
// sold by a conditional UPDATE, the total is taken by one conditional debit, and the order and the
// buyer's domain rows are written. A listing sold to someone else meanwhile rolls all of it back.
// The bought name then goes through the same provisioning job as a new registration (the registrar
// keeps it in our account, a CDN zone is made, name servers point at it), so it can be managed.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { aftermarketListings } from '../../db/schema'
import { dropFromMarketCart, listingColumns, readMarketCart, type Listing } from './aftermarket'
import { balanceOf, type Tx } from '../ledger/ledger'
import {
  abort,
  describePurchase,
  moneyTransaction,
  openOrder,
  payOrder,
  shortOfMoney,
  type Charged,
  type ShortOfMoney,
} from '../ledger/money-flow'
import { loadPriceBook, tldOf, type PriceBook } from '../catalog/pricing'
import { addDomainRows, enqueueProvisioning } from '../domains/provisioning-job'
import type { TxHooks } from '../ledger/tx-hooks'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

export interface Named {
  id: number
  domain: string
}

export type MarketCheckoutOutcome =
  | ({ ok: true; purchased: Named[] } & Charged)
  | { ok: false; error: 'cart_empty'; balanceCents: number }
  | ShortOfMoney
  | { ok: false; error: 'unavailable'; unavailable: Named[]; balanceCents: number }

export async function marketCheckout(
  db: Db,
  userId: number,
  hooks?: TxHooks<MarketCheckoutOutcome>,
): Promise<MarketCheckoutOutcome> {
  const cart = await readMarketCart(db, userId)
  const balanceNow = await balanceOf(db, userId)
  if (cart.length === 0) return { ok: false, error: 'cart_empty', balanceCents: balanceNow }
  const seenTotal = cart.reduce((s, l) => s + l.priceCents, 0)
  if (balanceNow < seenTotal) return shortOfMoney(seenTotal, balanceNow)
  const book = await loadPriceBook(db)
  const outcome = await moneyTransaction(db, hooks, (tx) =>
    buy(tx, { userId, cart, book, balanceNow }),
  )
  // Names that can no longer be bought leave the cart, so the next press buys the rest.
  if (!outcome.ok && outcome.error === 'unavailable')
    await dropFromMarketCart(
      db,
      userId,
      outcome.unavailable.map((u) => u.id),
    )
  return outcome
}

async function buy(
  tx: Tx,
  o: { userId: number; cart: Listing[]; book: PriceBook; balanceNow: number },
): Promise<MarketCheckoutOutcome> {
  const { userId, cart } = o
  const ids = cart.map((l) => l.id).sort((a, b) => a - b)
  const now = new Date()
  // The conditional UPDATE is the race's referee: of two buyers, the second finds no row.
  const sold = await tx
    .update(aftermarketListings)
    .set({ status: 'sold', soldTo: userId, soldAt: now, updatedAt: now })
    .where(and(inArray(aftermarketListings.id, ids), eq(aftermarketListings.status, 'available')))
    .returning(listingColumns)
  const lost = cart.filter((l) => !sold.some((s) => s.id === l.id))
  if (lost.length > 0) abort(unavailable(lost, o.balanceNow))

  const totalCents = sold.reduce((s, l) => s + l.priceCents, 0)
  const orderId = await openOrder(tx, userId, 'market', totalCents)
  const names = [...sold].sort((a, b) => a.domain.localeCompare(b.domain))
  const description = describePurchase(
    'After Market purchase',
    names.map((n) => n.domain),
  )
  const text = {
    kind: 'market_purchase' as const,
    params: { domains: names.map((n) => n.domain).join(', ') },
  }
  const balanceCents = await payOrder(tx, { id: orderId, userId, totalCents, description, text })
  // Someone already holds the name (registered outside the market): it cannot change hands.
  const owned = await addDomainRows(
    tx,
    names.map((l) => ({
      userId,
      domain: l.domain,
      orderId,
      priceCents: l.priceCents,
      renewalCents: renewalFor(l.domain, o.book),
      purchasedAt: now,
      expiresAt: new Date(now.getTime() + YEAR_MS),
    })),
  )
  const held = names.filter((n) => !owned.some((r) => r.domain === n.domain))
  if (held.length > 0) abort(unavailable(held, o.balanceNow))
  await enqueueProvisioning(
    tx,
    owned.map((r) => r.id),
  )
  await dropFromMarketCart(tx, userId, ids)
  const purchased = names.map(({ id, domain }) => ({ id, domain }))
  return { ok: true, orderId, purchased, chargedCents: totalCents, balanceCents }
}

function unavailable(lost: Named[], balanceCents: number): MarketCheckoutOutcome {
  const names = lost.map(({ id, domain }) => ({ id, domain }))
  return { ok: false, error: 'unavailable', unavailable: names, balanceCents }
}

/** Today's retail renewal of the name's TLD; 0 (no renewal offered) for a TLD we do not sell. */
function renewalFor(domain: string, book: PriceBook): number {
  const tld = tldOf(domain, book.sold)
  return tld ? (book.byTld.get(tld)?.renewalCents ?? 0) : 0
}
