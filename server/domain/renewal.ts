// Renewing an owned domain. One transaction holds the money (one conditional debit) under a renewal
// order and enqueues a durable job; then, outside any transaction, the same idempotent step the job
// runs is tried at once, so the usual answer already carries the registrar's new expiry. If that
// attempt cannot reach the registrar the job keeps retrying; a permanent refusal refunds the order.
// Renewals of one domain never overlap: the registrar has no idempotency key for renewals, and an
// overlapping one would look "already applied" (see Registrar.renew's knownExpiresAt).
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import { domains, jobs, orders, users } from '../db/schema'
import { enqueue } from '../jobs/queue'
import type { JobHandler } from '../jobs/worker'
import { addYears } from '../providers/registrar/renewal'
import { ProviderError, type Registrar } from '../providers/types'
import { findOwnedDomain } from './dns'
import { credit, debit } from './ledger'
import type { TxHooks } from './tx-hooks'

export const RENEW_JOB = 'renew-domain'
export const MAX_TERM_YEARS = 10
/** Transient failures before the job gives the money back; below the worker's default of 10. */
export const RENEW_GIVE_UP_AFTER = 8

const payloadSchema = z.object({
  orderId: z.number().int().positive(),
  domainId: z.number().int().positive(),
  years: z.number().int().min(1).max(MAX_TERM_YEARS),
  knownExpiresAt: z.iso.datetime({ offset: true }),
})
export type RenewalPayload = z.infer<typeof payloadSchema>

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
  { now = new Date(), hooks }: { now?: Date; hooks?: TxHooks<RenewOutcome> } = {},
): Promise<RenewOutcome> {
  const found = await findOwnedDomain(db, userId, domain)
  const refuse = async (error: Refusal): Promise<RenewOutcome> => ({
    ok: false,
    error,
    balanceCents: await balanceOf(db, userId),
  })
  if (found.renewalCents <= 0) return refuse('no_renewal_price')
  const totalCents = found.renewalCents * years

  let payload: RenewalPayload
  let balanceCents: number
  try {
    ;({ payload, balanceCents } = await db.transaction(async (tx) => {
      await hooks?.begin(tx)
      // The row lock makes renewals of one domain take turns through this check.
      const [row] = await tx.select().from(domains).where(eq(domains.id, found.id)).for('update')
      if (!row?.expiresAt || row.status === 'registering' || row.status === 'failed')
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
        description: `Domain renewal: ${row.domain}, ${years} ${years === 1 ? 'year' : 'years'}`,
        reference: `order-${order.id}`,
      })
      if (!paid.ok)
        throw new Refused({
          ok: false,
          error: 'insufficient_funds',
          needCents: totalCents,
          balanceCents: paid.balanceCents,
        })
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

/**
 * The job waits this long before it may run, so it never overlaps the attempt made in the request:
 * a real registrar (Name.com) has no idempotency key for renewals, and two overlapping calls both
 * see the old expiry and renew twice. It exceeds that attempt's longest run (its registrar calls'
 * time-outs added up); the job is the fallback for a process that died or a registrar that was down.
 */
export const RENEWAL_JOB_GRACE_MS = 180_000

type Step =
  | { state: 'completed'; expiresAt: Date }
  | { state: 'refunded'; reason: string }
  | { state: 'held' }

/**
 * The registrar call and its booking; safe to run any number of times, also concurrently (the
 * registrar applies one renewal per knownExpiresAt, and the order leaves `held` once). Transient
 * registrar failures are thrown for the caller to retry; a permanent refusal refunds.
 */
export async function runRenewal(db: Db, registrar: Registrar, p: RenewalPayload): Promise<Step> {
  const [order] = await db.select().from(orders).where(eq(orders.id, p.orderId))
  const [row] = await db.select().from(domains).where(eq(domains.id, p.domainId))
  if (!order || !row) return { state: 'refunded', reason: 'order or domain vanished' }
  if (order.status === 'completed')
    return { state: 'completed', expiresAt: row.expiresAt ?? new Date(0) }
  if (order.status !== 'held') return { state: 'refunded', reason: 'refunded' }
  let expiresAt: Date
  try {
    ;({ expiresAt } = await registrar.renew({
      domain: row.domain,
      years: p.years,
      idempotencyKey: `renewal-order-${p.orderId}`,
      knownExpiresAt: new Date(p.knownExpiresAt),
    }))
  } catch (err) {
    if (!(err instanceof ProviderError) || err.retryable) throw err
    await refundRenewal(db, p.orderId, `${err.code ?? 'refused'}: ${err.message}`)
    return { state: 'refunded', reason: err.message }
  }
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(and(eq(orders.id, p.orderId), eq(orders.status, 'held')))
      .returning({ id: orders.id })
    if (!done) return
    await tx
      .update(domains)
      .set({
        expiresAt,
        status: sql`case when ${domains.status} = 'expired' then 'active' else ${domains.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(domains.id, p.domainId))
  })
  return { state: 'completed', expiresAt }
}

/** Gives a held renewal's money back once: the order leaves `held` in the same transaction. */
export async function refundRenewal(db: Db, orderId: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'held'), eq(orders.kind, 'renewal')))
      .returning()
    if (!order) return false
    await credit(tx, 'refund', {
      userId: order.userId,
      amountCents: order.totalCents,
      description: `Refund: renewal not completed (${reason.slice(0, 150)})`,
      reference: `refund-order-${orderId}`,
    })
    return true
  })
}

/** The worker's handler for renewals; it refunds by itself, so no failure hook is needed. */
export function renewalJobs({ db, registrar }: { db: Db; registrar: Registrar }) {
  const handler: JobHandler = async (raw, ctx) => {
    const parsed = payloadSchema.safeParse(raw)
    if (!parsed.success) {
      ctx.logger.error({ payload: raw }, 'renewal job with a bad payload dropped')
      return
    }
    try {
      const step = await runRenewal(db, registrar, parsed.data)
      ctx.logger.info({ orderId: parsed.data.orderId, state: step.state }, 'renewal processed')
    } catch (err) {
      if (ctx.attempt < RENEW_GIVE_UP_AFTER) throw err
      await refundRenewal(db, parsed.data.orderId, `gave up: ${(err as Error).message}`)
      ctx.logger.warn({ orderId: parsed.data.orderId }, 'renewal refunded after repeated failures')
    }
  }
  return { handlers: { [RENEW_JOB]: handler } }
}
