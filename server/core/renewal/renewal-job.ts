// The renewal's registrar step and its durable job: run once from the request (renewal.ts) and,
// as the fallback, by the worker; safe to run any number of times.
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { domains, ledgerEntries, orders } from '../../db/schema'
import type { JobHandler } from '../../jobs/worker'
import { ProviderError, type Registrar } from '../../providers/types'
import { credit, type Tx } from '../ledger/ledger'
import { reverseReferralReward } from '../user/referral-rewards'

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
        status: sql`case when ${domains.status} in ('expired', 'redemption') then 'active' else ${domains.status} end`,
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
      text: { kind: 'renewal_refund', params: await renewedDomain(tx, orderId) },
      reference: `refund-order-${orderId}`,
    })
    const reference = `refund-order-${orderId}`
    await reverseReferralReward(tx, { orderId, refundedCents: order.totalCents, reference })
    return true
  })
}

/** The renewal's domain, from its charge's wording (`{}` for a charge older than kinds). */
async function renewedDomain(tx: Tx, orderId: number): Promise<{ domain?: string }> {
  const [charge] = await tx
    .select({ params: ledgerEntries.params })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.type, 'purchase'), eq(ledgerEntries.reference, `order-${orderId}`)))
  const domain = charge?.params?.domain
  return typeof domain === 'string' ? { domain } : {}
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
