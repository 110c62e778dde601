// After Market checkout, in one money transaction (../ledger/money-flow): each listing moves
// available → sold by a conditional UPDATE, then the names are paid for through the flow the cart
// shares (../domains/buy-domains: the order, the buyer's domain rows, one conditional debit). A
// listing sold to someone else meanwhile, or a name held outside the market, rolls all of it back.
// The bought name then goes through the same provisioning job as a new registration (the registrar
// keeps it in our account, a CDN zone is made, name servers point at it), so it can be managed.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { aftermarketListings } from '../../db/schema'
import { dropFromMarketCart, listingColumns, readMarketCart, type Listing } from './aftermarket'
import { balanceOf, type Tx } from '../ledger/ledger'
import {
  abort,
  moneyTransaction,
  shortOfMoney,
  type Charged,
  type ShortOfMoney,
} from '../ledger/money-flow'
import { loadPriceBook, tldOf, type PriceBook } from '../catalog/pricing'
import { buyDomains } from '../domains/buy-domains'
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
  const outcome = await moneyTransaction(db, userId, hooks, (tx) =>
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

  const names = [...sold].sort((a, b) => a.domain.localeCompare(b.domain))
  const paid = await buyDomains(tx, {
    userId,
    kind: 'market',
    items: names.map((l) => ({
      domain: l.domain,
      priceCents: l.priceCents,
      renewalCents: renewalFor(l.domain, o.book),
      purchasedAt: now,
      expiresAt: new Date(now.getTime() + YEAR_MS),
    })),
    // Someone already holds the name (registered outside the market): it cannot change hands.
    whenHeld: (held) => {
      if (held.length > 0)
        abort(
          unavailable(
            names.filter((n) => held.includes(n.domain)),
            o.balanceNow,
          ),
        )
    },
    short: (balance, total) => shortOfMoney(total, balance),
  })
  await dropFromMarketCart(tx, userId, ids)
  const purchased = names.map(({ id, domain }) => ({ id, domain }))
  return {
    ok: true,
    orderId: paid.orderId,
    purchased,
    chargedCents: paid.totalCents,
    balanceCents: paid.balanceCents,
  }
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
