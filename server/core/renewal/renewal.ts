// Renewing an owned domain. One money transaction (./money-flow) holds the money (one conditional debit) under a renewal
// order and enqueues a durable job; then, outside any transaction, the same idempotent step the job
// runs is tried at once, so the usual answer already carries the registrar's new expiry. If that
// attempt cannot reach the registrar the job keeps retrying; a permanent refusal refunds the order.
// Renewals of one domain never overlap: the registrar has no idempotency key for renewals, and an
// overlapping one would look "already applied" (see Registrar.renew's knownExpiresAt).
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, jobs, orders } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import { addYears } from '../../providers/registrar/renewal'
import type { Registrar } from '../../providers/types'
import { findOwnedDomain } from '../dns/dns'
import { balanceOf, type Tx } from '../ledger/ledger'
import {
  abort,
  moneyTransaction,
  openOrder,
  payOrder,
  type Charged,
  type ShortOfMoney,
} from '../ledger/money-flow'
import {
  MAX_TERM_YEARS,
  RENEW_JOB,
  RENEWAL_JOB_GRACE_MS,
  runRenewal,
  type RenewalPayload,
} from './renewal-job'
import type { TxHooks } from '../ledger/tx-hooks'

type Refusal = 'no_renewal_price' | 'domain_not_ready' | 'renewal_in_progress' | 'term_too_long'
export type RenewOutcome =
  | ({ ok: true; status: 'completed' | 'processing'; expiresAt: Date } & Charged)
  | ShortOfMoney
  | { ok: false; error: Refusal; balanceCents: number }
  | { ok: false; error: 'renewal_failed'; message: string; balanceCents: number }

type Held = Extract<RenewOutcome, { ok: true }> & { payload: RenewalPayload }

export async function renewDomain(
  db: Db,
  registrar: Registrar,
  userId: number,
  domain: string,
  years: number,
  {
    now = new Date(),
    hooks,
    feeCents = 0,
    description,
    maxYears = MAX_TERM_YEARS,
  }: {
    now?: Date
    hooks?: TxHooks<RenewOutcome>
    /** How far ahead the registry lets this TLD be renewed (at most MAX_TERM_YEARS). */
    maxYears?: number
    /** Added once to the charge (a redemption fee; see expiry.ts). */
    feeCents?: number
    /** An auto-renewal's own ledger wording. */
    description?: string
  } = {},
): Promise<RenewOutcome> {
  const found = await findOwnedDomain(db, userId, domain)
  const refuse = async (error: Refusal): Promise<RenewOutcome> => ({
    ok: false,
    error,
    balanceCents: await balanceOf(db, userId),
  })
  if (found.renewalCents <= 0) return refuse('no_renewal_price')
  const totalCents = found.renewalCents * years + feeCents

  // What the caller is told if the process stops right after the commit: the money is held and
  // the job will finish the renewal.
  const held = await moneyTransaction<RenewOutcome, Held>(
    db,
    userId,
    hooks,
    (tx) =>
      holdRenewal(tx, {
        userId,
        domainId: found.id,
        years,
        totalCents,
        now,
        description,
        maxYears: Math.min(maxYears, MAX_TERM_YEARS),
      }),
    ({ payload: _, ...answer }) => answer,
  )
  if (!held.ok) {
    const keep = held.error === 'insufficient_funds' || held.error === 'renewal_failed'
    // A refusal inside the transaction knows no balance yet: read it now.
    return keep ? held : refuse(held.error)
  }
  if (!('payload' in held)) return held

  const { payload, ...processing } = held
  try {
    const step = await runRenewal(db, registrar, payload)
    if (step.state === 'refunded') {
      const balanceCents = await balanceOf(db, userId)
      return { ok: false, error: 'renewal_failed', message: step.reason, balanceCents }
    }
    if (step.state === 'completed')
      return { ...processing, status: 'completed', expiresAt: step.expiresAt }
  } catch {
    // Unreachable registrar or a database hiccup: the money is held and the job will finish it.
  }
  return processing
}

async function holdRenewal(
  tx: Tx,
  r: {
    userId: number
    domainId: number
    years: number
    totalCents: number
    now: Date
    description?: string
    maxYears: number
  },
): Promise<Held> {
  const { userId, years, totalCents } = r
  // The row lock makes renewals of one domain take turns through this check, so the term limit is
  // checked against the expiry the previous renewal left, never a copy read before it.
  const [row] = await tx.select().from(domains).where(eq(domains.id, r.domainId)).for('update')
  if (!row?.expiresAt || ['registering', 'failed', 'released'].includes(row.status))
    abort({ ok: false, error: 'domain_not_ready', balanceCents: 0 })
  if (addYears(row.expiresAt, years) > addYears(r.now, r.maxYears))
    abort({ ok: false, error: 'term_too_long', balanceCents: 0 })
  const [busy] = await tx
    .select({ id: orders.id })
    .from(jobs)
    .innerJoin(orders, sql`${orders.id} = (${jobs.payload}->>'orderId')::bigint`)
    .where(
      and(
        eq(jobs.kind, RENEW_JOB),
        sql`(${jobs.payload}->>'domainId')::bigint = ${row.id}`,
        eq(orders.status, 'held'),
      ),
    )
    .limit(1)
  if (busy) abort({ ok: false, error: 'renewal_in_progress', balanceCents: 0 })
  const orderId = await openOrder(tx, userId, 'renewal', totalCents)
  const description =
    r.description ?? `Domain renewal: ${row.domain}, ${years} ${years === 1 ? 'year' : 'years'}`
  // An auto-renewal brings its own wording; its kind lets the history say it in any language.
  const text = {
    kind: r.description ? ('auto_renewal' as const) : ('domain_renewal' as const),
    params: { domain: row.domain, years },
  }
  const balanceCents = await payOrder(tx, { id: orderId, userId, totalCents, description, text })
  const payload: RenewalPayload = {
    orderId,
    domainId: row.id,
    years,
    knownExpiresAt: row.expiresAt.toISOString(),
  }
  await enqueue(tx, {
    kind: RENEW_JOB,
    payload,
    dedupeKey: `order-${orderId}`,
    runAt: new Date(Date.now() + RENEWAL_JOB_GRACE_MS),
  })
  const expiresAt = addYears(row.expiresAt, years)
  return {
    ok: true,
    orderId,
    status: 'processing',
    expiresAt,
    chargedCents: totalCents,
    balanceCents,
    payload,
  }
}
