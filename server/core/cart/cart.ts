// The buy cart lives in the database, per user, so any server process and any device sees it.
// Prices are set by the server when a name is added (a client's price is never trusted) and set
// again at checkout.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cartItems, domains, heldName } from '../../db/schema'
import { executeNamed, preparedPer } from '../../db/prepared'
import { rowsOf } from '../../db/rows'
import type { Registrar } from '../../providers/types'
import { quoteDomains, type Quote, type Unavailable } from '../catalog/availability'
import {
  loadPriceBook,
  priceBookArms,
  priceBookOf,
  type PriceBook,
  type PriceBookRow,
} from '../catalog/pricing'

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

/** A cart line and who holds its name with us, if anyone (a failed or released row holds nothing). */
export interface HeldCartLine extends CartLine {
  holder: number | null
}

/**
 * The cart as checkout reads it, in one round trip: each line with its name's holder (the partial
 * unique index on live names gives a name one holder at most, so the quote need not ask again) and
 * the price book beside it (`priceBookArms`), read fresh as every checkout's is. The holder is a
 * lookup per line, not a join: as a join, the plan PostgreSQL kept for this named statement read
 * the whole domains table on every checkout while the table had no statistics (a hash join over a
 * sequential scan), so a checkout cost more with every name sold.
 */
export async function readBasket(
  db: Db,
  userId: number,
): Promise<{ cart: HeldCartLine[]; book: PriceBook }> {
  const rows = rowsOf<PriceBookRow>(
    await executeNamed(
      db,
      'checkout_basket',
      sql`select 'cart'::text as part, ${cartItems.domain} as name, ${cartItems.priceCents} as a,
          ${cartItems.renewalCents} as b, null::text as key, null::jsonb as value,
          (select ${domains.userId} from ${domains}
            where ${domains.domain} = ${cartItems.domain} and ${heldName(domains.status)}) as holder,
          row_number() over (order by ${cartItems.addedAt}, ${cartItems.domain}) as n
        from ${cartItems}
        where ${cartItems.userId} = ${userId}::bigint
        union all
        ${priceBookArms()}`,
    ),
  )
  const cart = rows
    .filter((r) => r.part === 'cart' && r.name !== null)
    .sort((x, y) => Number(x.n) - Number(y.n))
    .map((r) => ({
      domain: r.name ?? '',
      priceCents: Number(r.a),
      renewalCents: Number(r.b),
      holder: r.holder === null ? null : Number(r.holder),
    }))
  return { cart, book: priceBookOf(rows) }
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
