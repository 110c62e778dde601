// Retail prices: the registrar's wholesale price list, cached in tld_prices and refreshed on a
// schedule (never fetched per request), plus the operator's markup from settings.
import { notInArray, sql } from 'drizzle-orm'
import { retailCentsAt } from '@contract/builtin-tlds'
import type { Db } from '../../db/client'
import { executeNamed } from '../../db/prepared'
import { rowsOf } from '../../db/rows'
import { settings, tldPrices } from '../../db/schema'
import type { Registrar } from '../../providers/types'
import { settingKeys, settingsFrom, type Settings } from '../admin/settings'
import { noteRegistrarAnswer } from './registrar-health'

export interface TldRetail {
  tld: string
  priceCents: number
  renewalCents: number
  wholesaleCents: number
  wholesaleRenewalCents: number
}

type Markup = Pick<Settings, 'markup_percent' | 'markup_overrides'>

/** Wholesale × (1 + markup%), rounded to whole cents; a per-TLD override beats the global percent. */
export function retailCents(wholesaleCents: number, tld: string, markup: Markup): number {
  return retailCentsAt(wholesaleCents, markup.markup_overrides[tld] ?? markup.markup_percent)
}

/** The TLD of a name we sell: the longest suffix present in the price list (`co.uk` over `uk`). */
export function tldOf(domain: string, sold: ReadonlySet<string>): string | undefined {
  const labels = domain.split('.')
  for (let i = 1; i < labels.length; i += 1) {
    const suffix = labels.slice(i).join('.')
    if (sold.has(suffix)) return suffix
  }
  return undefined
}

/** Popular TLDs first (as registrars list them), then the rest by name. */
const POPULAR = ['com', 'net', 'org', 'io', 'ai', 'app', 'dev', 'co', 'xyz', 'me']
const rank = (tld: string) => {
  const i = POPULAR.indexOf(tld)
  return i === -1 ? POPULAR.length : i
}
export const byPopularity = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b)

export interface PriceBook {
  tlds: TldRetail[]
  byTld: Map<string, TldRetail>
  sold: Set<string>
  markup: Markup
}

/**
 * One row of a statement that carries the price book: the wholesale list (`part` 'tld') and the
 * operator's settings ('setting'), and whatever rows of its own a caller's statement adds under
 * another `part` in the same columns (`name`, `a`, `b`, `holder`, `n`; see `readBasket` in
 * ../cart/cart).
 */
export interface PriceBookRow {
  part: string
  name: string | null
  a: string | number | null
  b: string | number | null
  key: string | null
  value: unknown
  holder: string | number | null
  n: string | number | null
}

/**
 * The price book's arms of a `union all` in the columns of `PriceBookRow`, for a statement of its
 * own or one that reads more in the same round trip: a checkout, a cart and a search each need both.
 */
export const priceBookArms = () =>
  sql`select 'tld'::text as part, tld as name, wholesale_cents as a, wholesale_renewal_cents as b,
      null::text as key, null::jsonb as value, null::bigint as holder, null::bigint as n
    from ${tldPrices}
    union all
    select 'setting', null, null, null, key, value, null, null from ${settings}
    where key = any(${sql.param(settingKeys)}::text[])`

/** The price book in `rows` (rows of other parts are left for the caller). */
export function priceBookOf(rows: readonly PriceBookRow[]): PriceBook {
  const wholesale: { tld: string; wholesaleCents: number; wholesaleRenewalCents: number }[] = []
  const stored: { key: string; value: unknown }[] = []
  for (const r of rows) {
    if (r.part === 'setting' && r.key !== null) stored.push({ key: r.key, value: r.value })
    else if (r.part === 'tld' && r.name !== null)
      wholesale.push({
        tld: r.name,
        wholesaleCents: Number(r.a),
        wholesaleRenewalCents: Number(r.b),
      })
  }
  const markup = settingsFrom(stored)
  const tlds = wholesale
    .map((r) => ({
      tld: r.tld,
      priceCents: retailCents(r.wholesaleCents, r.tld, markup),
      renewalCents: retailCents(r.wholesaleRenewalCents, r.tld, markup),
      wholesaleCents: r.wholesaleCents,
      wholesaleRenewalCents: r.wholesaleRenewalCents,
    }))
    .sort((a, b) => byPopularity(a.tld, b.tld))
  return {
    tlds,
    byTld: new Map(tlds.map((t) => [t.tld, t])),
    sold: new Set(tlds.map((t) => t.tld)),
    markup,
  }
}

/**
 * Everything needed to price names: the cached wholesale list with today's markup applied, in one
 * round trip (one prepared statement).
 */
export async function loadPriceBook(db: Db): Promise<PriceBook> {
  return priceBookOf(rowsOf<PriceBookRow>(await executeNamed(db, 'price_book', priceBookArms())))
}

/**
 * Replaces the cached wholesale list with the registrar's. TLDs the registrar no longer lists stop
 * being sold; an empty answer is treated as a fault and changes nothing.
 */
export async function refreshTldPrices(db: Db, registrar: Registrar): Promise<number> {
  let answer
  try {
    answer = await registrar.priceList()
  } catch (err) {
    await noteRegistrarAnswer(db, registrar.name, err)
    throw err
  }
  const list = answer.filter(
    (p) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(p.tld) && p.purchaseCents > 0 && p.renewalCents > 0,
  )
  if (list.length === 0) {
    await noteRegistrarAnswer(db, registrar.name, new Error('the registrar listed no prices'))
    return 0
  }
  await noteRegistrarAnswer(db, registrar.name)
  const values = list.map((p) => ({
    tld: p.tld,
    wholesaleCents: Math.round(p.purchaseCents),
    wholesaleRenewalCents: Math.round(p.renewalCents),
    updatedAt: new Date(),
  }))
  await db.transaction(async (tx) => {
    await tx
      .insert(tldPrices)
      .values(values)
      .onConflictDoUpdate({
        target: tldPrices.tld,
        set: {
          wholesaleCents: sql`excluded.wholesale_cents`,
          wholesaleRenewalCents: sql`excluded.wholesale_renewal_cents`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
    await tx.delete(tldPrices).where(
      notInArray(
        tldPrices.tld,
        values.map((v) => v.tld),
      ),
    )
  })
  return values.length
}

/** True when the price list has never been loaded (a fresh install). */
export async function hasTldPrices(db: Db): Promise<boolean> {
  const [row] = await db.select({ tld: tldPrices.tld }).from(tldPrices).limit(1)
  return row !== undefined
}
