// The buy cart lives in the database, per user, so any server process and any device sees it.
// Prices are set by the server when a name is added (a client's price is never trusted) and set
// again at checkout.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedPer } from '../../db/prepared'
import { cartItems } from '../../db/schema'
import type { Registrar } from '../../providers/types'
import { quoteDomains, type Quote, type Unavailable } from '../catalog/availability'
import { loadPriceBook } from '../catalog/pricing'

/** One registrar batch can check the whole cart. */
export const MAX_CART_ITEMS = 50

export interface CartLine {
  domain: string
  priceCents: number
  renewalCents: number
}

const cartOf = preparedPer((db) =>
  db
    .select({
      domain: cartItems.domain,
      priceCents: cartItems.priceCents,
      renewalCents: cartItems.renewalCents,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.domain))
    .prepare('cart_of_user'),
)

export async function readCart(db: Db, userId: number): Promise<CartLine[]> {
  return cartOf(db).execute({ userId })
}

export type AddResult =
  { ok: true; quote: Quote } | { ok: false; reason: Unavailable | 'cart_full' }

export async function addToCart(
  db: Db,
  registrar: Registrar,
  userId: number,
  domain: string,
): Promise<AddResult> {
  const book = await loadPriceBook(db)
  const quote = (await quoteDomains(db, registrar, book, [domain], { userId })).get(domain)
  if (!quote || !quote.available) return { ok: false, reason: quote?.reason ?? 'taken' }
  const [others] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), ne(cartItems.domain, domain)))
  if (Number(others?.n ?? 0) >= MAX_CART_ITEMS) return { ok: false, reason: 'cart_full' }
  await db
    .insert(cartItems)
    .values({ userId, domain, priceCents: quote.priceCents, renewalCents: quote.renewalCents })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.domain],
      set: { priceCents: quote.priceCents, renewalCents: quote.renewalCents },
    })
  return { ok: true, quote }
}

export async function removeFromCart(db: Db, userId: number, domain: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.domain, domain)))
}
