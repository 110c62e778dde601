// Checkout: the cart is priced again and checked with the registrar (outside any transaction), then
// ONE transaction creates the order and the domain rows, takes the money with one conditional debit
// and enqueues one provisioning job per domain. Either all of that happens or none of it does.
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cartItems, domains, maintenance, orders, users } from '../db/schema'
import { enqueue } from '../jobs/queue'
import type { Registrar } from '../providers/types'
import { quoteDomains } from './availability'
import { readCart } from './cart'
import { debit, type Executor } from './ledger'
import { loadPriceBook } from './pricing'
import { rewardReferrer } from './referral-rewards'
import type { TxHooks } from './tx-hooks'

export const PROVISION_JOB = 'provision-domain'
export const provisionDedupeKey = (domainId: number) => `domain-${domainId}`

export interface FailedName {
  domain: string
  reason: string
}

export type CheckoutOutcome =
  | {
      ok: true
      orderId: number
      purchased: string[]
      failed: FailedName[]
      chargedCents: number
      balanceCents: number
    }
  | {
      ok: false
      error: 'insufficient_funds'
      needCents: number
      balanceCents: number
      failed: FailedName[]
    }
  | {
      ok: false
      error: 'cart_empty' | 'nothing_available'
      balanceCents: number
      failed: FailedName[]
    }
  | { ok: false; error: 'maintenance'; message: string; balanceCents: number; failed: FailedName[] }

class Abort extends Error {
  constructor(readonly outcome: CheckoutOutcome) {
    super(outcome.ok ? 'ok' : outcome.error)
  }
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ b: users.balanceCents }).from(users).where(eq(users.tgId, userId))
  return row?.b ?? 0
}

export async function checkout(
  db: Db,
  registrar: Registrar,
  userId: number,
  hooks?: TxHooks<CheckoutOutcome>,
): Promise<CheckoutOutcome> {
  const [paused] = await db.select().from(maintenance).where(eq(maintenance.scope, 'buy'))
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
  const cart = await readCart(db, userId)
  if (cart.length === 0)
    return { ok: false, error: 'cart_empty', balanceCents: await balanceOf(db, userId), failed: [] }

  const book = await loadPriceBook(db)
  const quotes = await quoteDomains(
    db,
    registrar,
    book,
    cart.map((i) => i.domain),
    { userId, fresh: true },
  )
  const failed: FailedName[] = []
  const wanted: { domain: string; priceCents: number; renewalCents: number }[] = []
  for (const item of cart) {
    const q = quotes.get(item.domain)
    if (q?.available)
      wanted.push({ domain: item.domain, priceCents: q.priceCents, renewalCents: q.renewalCents })
    else failed.push({ domain: item.domain, reason: q?.reason ?? 'taken' })
  }
  // A fixed insert order: two checkouts racing for the same names wait on each other, never deadlock.
  wanted.sort((a, b) => a.domain.localeCompare(b.domain))
  const wantedTotal = wanted.reduce((s, w) => s + w.priceCents, 0)

  const balanceNow = await balanceOf(db, userId)
  if (wanted.length > 0 && balanceNow < wantedTotal) {
    return {
      ok: false,
      error: 'insufficient_funds',
      needCents: wantedTotal,
      balanceCents: balanceNow,
      failed,
    }
  }

  try {
    if (wanted.length === 0)
      throw new Abort({ ok: false, error: 'nothing_available', balanceCents: balanceNow, failed })
    const done = await db.transaction(async (tx) => {
      await hooks?.begin(tx)
      const [order] = await tx
        .insert(orders)
        .values({ userId, kind: 'purchase', totalCents: wantedTotal })
        .returning({ id: orders.id })
      if (!order) throw new Error('checkout: order not created')
      // The partial unique index on live names decides races: a name someone got first is skipped.
      const rows = await tx
        .insert(domains)
        .values(wanted.map((w) => ({ userId, orderId: order.id, ...w })))
        .onConflictDoNothing()
        .returning({ id: domains.id, domain: domains.domain, priceCents: domains.priceCents })
      const lost = wanted
        .filter((w) => !rows.some((r) => r.domain === w.domain))
        .map((w) => w.domain)
      const allFailed = [...failed, ...(await lostReasons(tx, lost, userId))]
      if (rows.length === 0)
        throw new Abort({
          ok: false,
          error: 'nothing_available',
          balanceCents: balanceNow,
          failed: allFailed,
        })

      const total = rows.reduce((s, r) => s + r.priceCents, 0)
      if (total !== wantedTotal)
        await tx.update(orders).set({ totalCents: total }).where(eq(orders.id, order.id))
      const names = rows.map((r) => r.domain)
      const paid = await debit(tx, 'purchase', {
        userId,
        amountCents: total,
        description: describe(names),
        text: { kind: 'domain_purchase', params: { domains: names.join(', ') } },
        reference: `order-${order.id}`,
      })
      if (!paid.ok) {
        throw new Abort({
          ok: false,
          error: 'insufficient_funds',
          needCents: total,
          balanceCents: paid.balanceCents,
          failed: allFailed,
        })
      }
      await rewardReferrer(tx, { orderId: order.id, userId, amountCents: total })
      for (const r of rows) {
        await enqueue(tx, {
          kind: PROVISION_JOB,
          payload: { domainId: r.id },
          dedupeKey: provisionDedupeKey(r.id),
        })
      }
      await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            inArray(cartItems.domain, [...names, ...allFailed.map((f) => f.domain)]),
          ),
        )
      const outcome = {
        ok: true as const,
        orderId: order.id,
        purchased: names,
        failed: allFailed,
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
    // Names that can never be bought leave the cart; an unpaid cart otherwise stays as it was.
    if (!outcome.ok && outcome.error === 'nothing_available' && outcome.failed.length > 0) {
      await db.delete(cartItems).where(
        and(
          eq(cartItems.userId, userId),
          inArray(
            cartItems.domain,
            outcome.failed.map((f) => f.domain),
          ),
        ),
      )
    }
    return outcome
  }
}

async function lostReasons(db: Executor, lost: string[], userId: number): Promise<FailedName[]> {
  if (lost.length === 0) return []
  const holders = await db
    .select({ domain: domains.domain, userId: domains.userId })
    .from(domains)
    .where(and(inArray(domains.domain, lost), ne(domains.status, 'failed')))
  return lost.map((domain) => ({
    domain,
    reason: holders.find((h) => h.domain === domain)?.userId === userId ? 'owned_by_you' : 'taken',
  }))
}

function describe(names: string[]): string {
  const list = names.join(', ')
  return `Domain purchase: ${list.length > 200 ? `${list.slice(0, 197)}...` : list}`
}
