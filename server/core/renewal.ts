// Renewing an owned domain. One transaction holds the money (one conditional debit) under a renewal
// order and enqueues a durable job; then, outside any transaction, the same idempotent step the job
// runs is tried at once, so the usual answer already carries the registrar's new expiry. If that
// attempt cannot reach the registrar the job keeps retrying; a permanent refusal refunds the order.
// Renewals of one domain never overlap: the registrar has no idempotency key for renewals, and an
// overlapping one would look "already applied" (see Registrar.renew's knownExpiresAt).
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { domains, jobs, orders, users } from '../db/schema'
import { enqueue } from '../jobs/queue'
import { addYears } from '../providers/registrar/renewal'
import type { Registrar } from '../providers/types'
import { findOwnedDomain } from './dns'
import { debit } from './ledger'
import { rewardReferrer } from './referral-rewards'
import {
  MAX_TERM_YEARS,
  RENEW_JOB,
  RENEWAL_JOB_GRACE_MS,
  runRenewal,
  type RenewalPayload,
} from './renewal-job'
import type { TxHooks } from './tx-hooks'

type Refusal = 'no_renewal_price' | 'domain_not_ready' | 'renewal_in_progress' | 'term_too_long'
export type RenewOutcome =
  | {
      ok: true
      orderId: number
      status: 'completed' | 'processing'
      expiresAt: Date
      chargedCents: number
      balanceCents: number
    }
  | { ok: false; error: 'insufficient_funds'; needCents: number; balanceCents: number }
  | { ok: false; error: Refusal; balanceCents: number }
  | { ok: false; error: 'renewal_failed'; message: string; balanceCents: number }

class Refused extends Error {
  constructor(readonly outcome: RenewOutcome) {
    super('refused')
  }
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ b: users.balanceCents }).from(users).where(eq(users.tgId, userId))
  return row?.b ?? 0
}

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
  }: {
    now?: Date
    hooks?: TxHooks<RenewOutcome>
    /** Added once to the charge (a redemption fee; see expiry.ts). */
    feeCents?: number
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

  let payload: RenewalPayload
  let balanceCents: number
  try {
    ;({ payload, balanceCents } = await db.transaction(async (tx) => {
      await hooks?.begin(tx)
      // The row lock makes renewals of one domain take turns through this check.
      const [row] = await tx.select().from(domains).where(eq(domains.id, found.id)).for('update')
      if (!row?.expiresAt || ['registering', 'failed', 'released'].includes(row.status))
        throw new Refused({ ok: false, error: 'domain_not_ready', balanceCents: 0 })
      if (addYears(row.expiresAt, years) > addYears(now, MAX_TERM_YEARS))
        throw new Refused({ ok: false, error: 'term_too_long', balanceCents: 0 })
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
      if (busy) throw new Refused({ ok: false, error: 'renewal_in_progress', balanceCents: 0 })
      const [order] = await tx
        .insert(orders)
        .values({ userId, kind: 'renewal', totalCents })
        .returning({ id: orders.id })
      if (!order) throw new Error('renewal: order not created')
      const paid = await debit(tx, 'purchase', {
        userId,
        amountCents: totalCents,
        description:
          description ??
          `Domain renewal: ${row.domain}, ${years} ${years === 1 ? 'year' : 'years'}`,
        // An auto-renewal brings its own wording; its kind lets the history say it in any language.
        text: {
          kind: description ? 'auto_renewal' : 'domain_renewal',
          params: { domain: row.domain, years },
        },
        reference: `order-${order.id}`,
      })
      if (!paid.ok)
        throw new Refused({
          ok: false,
          error: 'insufficient_funds',
          needCents: totalCents,
          balanceCents: paid.balanceCents,
        })
      await rewardReferrer(tx, { orderId: order.id, userId, amountCents: totalCents })
      const job: RenewalPayload = {
        orderId: order.id,
        domainId: row.id,
        years,
        knownExpiresAt: row.expiresAt.toISOString(),
      }
      await enqueue(tx, {
        kind: RENEW_JOB,
        payload: job,
        dedupeKey: `order-${order.id}`,
        runAt: new Date(Date.now() + RENEWAL_JOB_GRACE_MS),
      })
      // What the caller is told if the process stops right after this commit: the money is held
      // and the job will finish the renewal.
      await hooks?.commit(tx, {
        ok: true,
        orderId: order.id,
        status: 'processing',
        expiresAt: addYears(row.expiresAt, years),
        chargedCents: totalCents,
        balanceCents: paid.balanceCents,
      })
      return { payload: job, balanceCents: paid.balanceCents }
    }))
  } catch (err) {
    if (!(err instanceof Refused)) throw err
    const o = err.outcome
    if (o.ok || o.error === 'insufficient_funds' || o.error === 'renewal_failed') return o
    return refuse(o.error)
  }

  const expected = addYears(new Date(payload.knownExpiresAt), years)
  const base = { orderId: payload.orderId, chargedCents: totalCents }
  try {
    const step = await runRenewal(db, registrar, payload)
    if (step.state === 'refunded') {
      return {
        ok: false,
        error: 'renewal_failed',
        message: step.reason,
        balanceCents: await balanceOf(db, userId),
      }
    }
    if (step.state === 'completed')
      return { ok: true, ...base, status: 'completed', expiresAt: step.expiresAt, balanceCents }
  } catch {
    // Unreachable registrar or a database hiccup: the money is held and the job will finish it.
  }
  return { ok: true, ...base, status: 'processing', expiresAt: expected, balanceCents }
}
