// The After Market for buyers: listings on sale, a per-user market cart and its checkout. Checkout
// is ONE transaction: each listing moves available → sold by a conditional UPDATE, the total is
// taken by one conditional debit, and the order and the buyer's domain rows are written. A listing
// sold to someone else meanwhile rolls all of it back. No provider is called: the name already
// exists, it only changes hands.
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { aftermarketCart, aftermarketListings, domains, orders, users } from '../db/schema'
import { debit } from './ledger'
import { loadPriceBook, tldOf } from './pricing'
import { rewardReferrer } from './referral-rewards'
import type { TxHooks } from './tx-hooks'

export const MAX_MARKET_CART_ITEMS = 50
const YEAR_MS = 365 * 24 * 60 * 60 * 1000

export interface Listing {
  id: number
  domain: string
  priceCents: number
  description: string
}

const listingColumns = {
  id: aftermarketListings.id,
  domain: aftermarketListings.domain,
  priceCents: aftermarketListings.priceCents,
  description: aftermarketListings.description,
}

export const listAvailable = (db: Db): Promise<Listing[]> =>
  db
    .select(listingColumns)
    .from(aftermarketListings)
    .where(eq(aftermarketListings.status, 'available'))
    .orderBy(desc(aftermarketListings.id))

/** The cart as the user can buy it: entries whose listing is still on sale, oldest first. */
export const readMarketCart = (db: Db, userId: number): Promise<Listing[]> =>
  db
    .select(listingColumns)
    .from(aftermarketCart)
    .innerJoin(aftermarketListings, eq(aftermarketListings.id, aftermarketCart.listingId))
    .where(and(eq(aftermarketCart.userId, userId), eq(aftermarketListings.status, 'available')))
    .orderBy(asc(aftermarketCart.addedAt), asc(aftermarketListings.id))

export type AddResult = { ok: true } | { ok: false; reason: 'unavailable' | 'cart_full' }

export async function addToMarketCart(
  db: Db,
  userId: number,
  listingId: number,
): Promise<AddResult> {
  const [listing] = await db
    .select({ status: aftermarketListings.status })
    .from(aftermarketListings)
    .where(eq(aftermarketListings.id, listingId))
  if (listing?.status !== 'available') return { ok: false, reason: 'unavailable' }
  const inCart = await readMarketCart(db, userId)
  if (inCart.some((l) => l.id === listingId)) return { ok: true }
  if (inCart.length >= MAX_MARKET_CART_ITEMS) return { ok: false, reason: 'cart_full' }
  await db.insert(aftermarketCart).values({ userId, listingId }).onConflictDoNothing()
  return { ok: true }
}

export async function removeFromMarketCart(db: Db, userId: number, listingId: number) {
  await db
    .delete(aftermarketCart)
    .where(and(eq(aftermarketCart.userId, userId), eq(aftermarketCart.listingId, listingId)))
}

export interface Named {
  id: number
  domain: string
}

export type MarketCheckoutOutcome =
  | {
      ok: true
      orderId: number
      purchased: Named[]
      chargedCents: number
      balanceCents: number
    }
  | { ok: false; error: 'cart_empty'; balanceCents: number }
  | { ok: false; error: 'insufficient_funds'; needCents: number; balanceCents: number }
  | { ok: false; error: 'unavailable'; unavailable: Named[]; balanceCents: number }

class Abort extends Error {
  constructor(readonly outcome: MarketCheckoutOutcome) {
    super('market checkout aborted')
  }
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ b: users.balanceCents }).from(users).where(eq(users.tgId, userId))
  return row?.b ?? 0
}

export async function marketCheckout(
  db: Db,
  userId: number,
  hooks?: TxHooks<MarketCheckoutOutcome>,
): Promise<MarketCheckoutOutcome> {
  const cart = await readMarketCart(db, userId)
  const balanceNow = await balanceOf(db, userId)
  if (cart.length === 0) return { ok: false, error: 'cart_empty', balanceCents: balanceNow }
  const seenTotal = cart.reduce((s, l) => s + l.priceCents, 0)
  if (balanceNow < seenTotal) {
    return {
      ok: false,
      error: 'insufficient_funds',
      needCents: seenTotal,
      balanceCents: balanceNow,
    }
  }
  const book = await loadPriceBook(db)
  const ids = cart.map((l) => l.id).sort((a, b) => a - b)

  try {
    const done = await db.transaction(async (tx) => {
      await hooks?.begin(tx)
      const now = new Date()
      // The conditional UPDATE is the race's referee: of two buyers, the second finds no row.
      const sold = await tx
        .update(aftermarketListings)
        .set({ status: 'sold', soldTo: userId, soldAt: now, updatedAt: now })
        .where(
          and(inArray(aftermarketListings.id, ids), eq(aftermarketListings.status, 'available')),
        )
        .returning(listingColumns)
      const lost = cart.filter((l) => !sold.some((s) => s.id === l.id))
      if (lost.length > 0) throw new Abort(unavailable(lost, balanceNow))

      const total = sold.reduce((s, l) => s + l.priceCents, 0)
      const [order] = await tx
        .insert(orders)
        .values({ userId, kind: 'market', totalCents: total, status: 'completed' })
        .returning({ id: orders.id })
      if (!order) throw new Error('market checkout: order not created')
      const names = [...sold].sort((a, b) => a.domain.localeCompare(b.domain))
      const paid = await debit(tx, 'purchase', {
        userId,
        amountCents: total,
        description: describe(names.map((n) => n.domain)),
        reference: `order-${order.id}`,
      })
      if (!paid.ok) {
        throw new Abort({
          ok: false,
          error: 'insufficient_funds',
          needCents: total,
          balanceCents: paid.balanceCents,
        })
      }
      await rewardReferrer(tx, { orderId: order.id, userId, amountCents: total })
      const owned = await tx
        .insert(domains)
        .values(
          names.map((l) => ({
            userId,
            domain: l.domain,
            orderId: order.id,
            status: 'active' as const,
            priceCents: l.priceCents,
            renewalCents: renewalFor(l.domain, book),
            purchasedAt: now,
            expiresAt: new Date(now.getTime() + YEAR_MS),
          })),
        )
        // Someone already holds the name (registered outside the market): it cannot change hands.
        .onConflictDoNothing()
        .returning({ domain: domains.domain })
      const held = names.filter((n) => !owned.some((o) => o.domain === n.domain))
      if (held.length > 0) throw new Abort(unavailable(held, balanceNow))
      await tx
        .delete(aftermarketCart)
        .where(and(eq(aftermarketCart.userId, userId), inArray(aftermarketCart.listingId, ids)))
      const outcome = {
        ok: true as const,
        orderId: order.id,
        purchased: names.map(({ id, domain }) => ({ id, domain })),
        chargedCents: total,
        balanceCents: paid.balanceCents,
      }
      await hooks?.commit(tx, outcome)
      return outcome
    })
    return done
  } catch (err) {
    if (!(err instanceof Abort)) throw err
    const outcome = err.outcome
    // Names that can no longer be bought leave the cart, so the next press buys the rest.
    if (!outcome.ok && outcome.error === 'unavailable') {
      await db.delete(aftermarketCart).where(
        and(
          eq(aftermarketCart.userId, userId),
          inArray(
            aftermarketCart.listingId,
            outcome.unavailable.map((u) => u.id),
          ),
        ),
      )
    }
    return outcome
  }
}

function unavailable(lost: Named[], balanceCents: number): MarketCheckoutOutcome {
  return {
    ok: false,
    error: 'unavailable',
    unavailable: lost.map(({ id, domain }) => ({ id, domain })),
    balanceCents,
  }
}

/** Today's retail renewal of the name's TLD; 0 (no renewal offered) for a TLD we do not sell. */
function renewalFor(domain: string, book: Awaited<ReturnType<typeof loadPriceBook>>): number {
  const tld = tldOf(domain, book.sold)
  return tld ? (book.byTld.get(tld)?.renewalCents ?? 0) : 0
}

function describe(names: string[]): string {
  const list = names.join(', ')
  return `After Market purchase: ${list.length > 200 ? `${list.slice(0, 197)}...` : list}`
}
