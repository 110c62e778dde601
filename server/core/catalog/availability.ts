// Which names can be bought, and at what retail price. The registrar is asked in batches of 50 and
// its answers are cached for a few minutes; names someone already holds with us are never available.
import { and, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { availabilityCache, domains, heldName } from '../../db/schema'
import { executeNamed, perDatabase, preparedPer } from '../../db/prepared'
import type { DomainAvailability, Registrar } from '../../providers/types'
import { retailCents, tldOf, type PriceBook } from './pricing'
import { noPriceList } from './registrar-health'
import type { Executor } from '../ledger/ledger'

export const AVAILABILITY_TTL_MS = 5 * 60_000
const CHECK_BATCH = 50

export type Unavailable = 'taken' | 'owned_by_you' | 'not_sold'

export interface Quote {
  domain: string
  tld: string
  available: boolean
  reason?: Unavailable
  priceCents: number
  renewalCents: number
  premium: boolean
}

interface Known {
  available: boolean
  /** Set only for premium names: the registrar's own wholesale price for this name. */
  wholesaleCents: number | null
  wholesaleRenewalCents: number | null
}

export interface QuoteOptions {
  /** Names this user holds are reported as `owned_by_you`. */
  userId?: number
  /**
   * Skip the cache and ask the registrar again (checkout). What such a check learns is remembered
   * only for names found taken: a name found free is bought next, and from then on its holder
   * decides every quote of it (a name left unbought keeps the answer remembered before, at most
   * AVAILABILITY_TTL_MS old), so a checkout pays no write for the usual case.
   */
  fresh?: boolean
  /** Who holds each name with us, when the caller read it already (a name missing: nobody). */
  holders?: ReadonlyMap<string, number>
}

/** Prices and availability of names, with at most ceil(n/50) registrar calls for uncached ones. */
export async function quoteDomains(
  db: Db,
  registrar: Registrar,
  book: PriceBook,
  names: readonly string[],
  opts: QuoteOptions = {},
): Promise<Map<string, Quote>> {
  // Nothing sold at all is a registrar that has not answered since start-up, not "not sold".
  if (book.sold.size === 0) throw noPriceList()
  const unique = [...new Set(names)]
  const sold = unique.filter((d) => tldOf(d, book.sold) !== undefined)
  const [holders, known] = await Promise.all([
    opts.holders ?? liveHolders(db, sold),
    knownAvailability(db, registrar, sold, opts),
  ])

  const quotes = new Map<string, Quote>()
  for (const domain of unique) {
    const tld = tldOf(domain, book.sold)
    const base = tld ? book.byTld.get(tld) : undefined
    if (!tld || !base) {
      quotes.set(domain, {
        domain,
        tld: tld ?? '',
        available: false,
        reason: 'not_sold',
        priceCents: 0,
        renewalCents: 0,
        premium: false,
      })
      continue
    }
    const k = known.get(domain)
    const premium = k?.wholesaleCents != null
    const priceCents = premium
      ? retailCents(k.wholesaleCents ?? 0, tld, book.markup)
      : base.priceCents
    const renewalCents =
      premium && k.wholesaleRenewalCents != null
        ? retailCents(k.wholesaleRenewalCents, tld, book.markup)
        : base.renewalCents
    const holder = holders.get(domain)
    const reason: Unavailable | undefined =
      holder !== undefined
        ? holder === opts.userId
          ? 'owned_by_you'
          : 'taken'
        : k?.available
          ? undefined
          : 'taken'
    quotes.set(domain, {
      domain,
      tld,
      available: reason === undefined,
      reason,
      priceCents,
      renewalCents,
      premium,
    })
  }
  return quotes
}

const holdersOf = preparedPer((db) =>
  db
    .select({ domain: domains.domain, userId: domains.userId })
    .from(domains)
    .where(
      and(
        sql`${domains.domain} = any(${sql.placeholder('names')}::text[])`,
        heldName(domains.status),
      ),
    )
    .prepare('holders_of_names'),
)

/** Who holds each of `names` with us (a failed or released row holds nothing). */
export async function liveHolders(db: Executor, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map()
  const rows = await holdersOf(db).execute({ names })
  return new Map(rows.map((r) => [r.domain, r.userId]))
}

async function knownAvailability(
  db: Db,
  registrar: Registrar,
  names: string[],
  opts: QuoteOptions,
): Promise<Map<string, Known>> {
  const known = new Map<string, Known>()
  if (names.length === 0) return known
  if (!opts.fresh) {
    const cached = await db
      .select()
      .from(availabilityCache)
      .where(
        and(
          inArray(availabilityCache.domain, names),
          gt(availabilityCache.checkedAt, new Date(Date.now() - AVAILABILITY_TTL_MS)),
        ),
      )
    for (const r of cached) known.set(r.domain, r)
  }
  const missing = names.filter((d) => !known.has(d))
  if (missing.length === 0) return known

  for (const [domain, k] of await askRegistrar(db, registrar, missing, opts.fresh === true))
    known.set(domain, k)
  return known
}

/** The checks in flight, per database and registrar, by their names in order. */
const inFlightOf = perDatabase(
  () => new WeakMap<Registrar, Map<string, Promise<Map<string, Known>>>>(),
)

/**
 * Asks the registrar about `names` and remembers the answers (a checkout's, only the names found
 * taken: see QuoteOptions.fresh). A check of the same names already in
 * flight in this process is joined rather than repeated: its answer comes after this call began, so
 * it is as fresh as a call of our own, and a burst of checkouts or searches of one name makes one
 * registrar call and one write of its row instead of a queue of writers each holding a connection
 * while it waits for the row's lock.
 */
function askRegistrar(db: Db, registrar: Registrar, names: string[], takenOnly: boolean) {
  const byRegistrar = inFlightOf(db)
  let flights = byRegistrar.get(registrar)
  if (!flights)
    byRegistrar.set(registrar, (flights = new Map<string, Promise<Map<string, Known>>>()))
  const key = [...names].sort().join(' ')
  const running = flights.get(key)
  if (running) return running
  const flight = checkAndRemember(db, registrar, names, takenOnly).finally(() =>
    flights.delete(key),
  )
  flights.set(key, flight)
  return flight
}

/** `takenOnly`: remember only the names found taken (see QuoteOptions.fresh). */
async function checkAndRemember(
  db: Db,
  registrar: Registrar,
  missing: string[],
  takenOnly: boolean,
): Promise<Map<string, Known>> {
  const known = new Map<string, Known>()
  const batches: string[][] = []
  for (let i = 0; i < missing.length; i += CHECK_BATCH)
    batches.push(missing.slice(i, i + CHECK_BATCH))
  const answers = (await Promise.all(batches.map((b) => registrar.check(b)))).flat()
  const wanted = new Set(missing)
  // One row per name, in a fixed order, so concurrent upserts never deadlock on each other.
  const byName = new Map(answers.filter((a) => wanted.has(a.domain)).map((a) => [a.domain, a]))
  const rows = [...byName.values()]
    .sort((a, b) => a.domain.localeCompare(b.domain))
    .map((a) => ({ domain: a.domain, ...toKnown(a), checkedAt: new Date() }))
  for (const r of rows) known.set(r.domain, r)
  const kept = takenOnly ? rows.filter((r) => !r.available) : rows
  if (kept.length > 0) {
    // One text for any number of names (arrays, not a row of parameters per name), so it is one
    // prepared statement; the rows go in in the order given.
    await executeNamed(
      db,
      'availability_remember',
      sql`insert into ${availabilityCache}
          (domain, available, wholesale_cents, wholesale_renewal_cents, checked_at)
        select r.domain, r.available, r.wholesale_cents, r.wholesale_renewal_cents, r.checked_at
        from unnest(
          ${sql.param(kept.map((r) => r.domain))}::text[],
          ${sql.param(kept.map((r) => r.available))}::boolean[],
          ${sql.param(kept.map((r) => r.wholesaleCents))}::bigint[],
          ${sql.param(kept.map((r) => r.wholesaleRenewalCents))}::bigint[],
          ${sql.param(kept.map((r) => r.checkedAt.toISOString()))}::timestamptz[]
        ) with ordinality as r(domain, available, wholesale_cents, wholesale_renewal_cents, checked_at, n)
        order by r.n
        on conflict (domain) do update set available = excluded.available,
          wholesale_cents = excluded.wholesale_cents,
          wholesale_renewal_cents = excluded.wholesale_renewal_cents,
          checked_at = excluded.checked_at`,
    )
  }
  return known
}

function toKnown(a: DomainAvailability): Known {
  const premium = a.premium === true && a.purchaseCents !== undefined && a.purchaseCents > 0
  return {
    available: a.available,
    wholesaleCents: premium ? Math.round(a.purchaseCents ?? 0) : null,
    wholesaleRenewalCents: premium && a.renewalCents ? Math.round(a.renewalCents) : null,
  }
}

/** Housekeeping: forget answers past their lifetime. */
export async function purgeAvailabilityCache(db: Db): Promise<void> {
  await db
    .delete(availabilityCache)
    .where(lt(availabilityCache.checkedAt, new Date(Date.now() - AVAILABILITY_TTL_MS)))
}
