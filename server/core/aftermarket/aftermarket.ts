// The After Market for buyers: listings on sale and a per-user market cart. Its checkout is in
// ./market-checkout.
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Executor } from '../ledger/ledger'
import { aftermarketCart, aftermarketListings } from '../../db/schema'

export const MAX_MARKET_CART_ITEMS = 50

export interface Listing {
  id: number
  domain: string
  priceCents: number
  description: string
}

export const listingColumns = {
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

/** Takes listings out of the user's market cart (bought, or no longer on sale). */
export async function dropFromMarketCart(db: Executor, userId: number, listingIds: number[]) {
  await db
    .delete(aftermarketCart)
    .where(and(eq(aftermarketCart.userId, userId), inArray(aftermarketCart.listingId, listingIds)))
}
