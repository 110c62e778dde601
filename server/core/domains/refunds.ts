// Giving money back for a domain that could not be provisioned, and the admin's "try again". A
// refund is keyed `refund-domain-<id>` in the ledger, so whoever calls it and however often, one
// domain is refunded once, for exactly what was paid for it.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domains, orders } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import { PROVISION_JOB } from './provisioning-job'
import { credit, inTransaction, type Executor } from '../ledger/ledger'
import { reverseReferralReward } from '../user/referral-rewards'

export type RefundResult =
  | { ok: true; refunded: boolean; amountCents: number }
  | { ok: false; reason: 'not_found' | 'active' | 'registered' }

export async function refundFailedDomain(
  db: Db,
  domainId: number,
  reason = 'Registration failed',
): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(domains).where(eq(domains.id, domainId)).for('update')
    if (!row) return { ok: false, reason: 'not_found' } as const
    if (['active', 'expired', 'redemption', 'released'].includes(row.status))
      return { ok: false, reason: 'active' } as const
    // Registered at the registrar, it is the buyer's: its setup goes on however long it takes.
    if (row.registeredAt && row.status !== 'failed')
      return { ok: false, reason: 'registered' } as const
    if (row.status !== 'failed') {
      await tx
        .update(domains)
        .set({ status: 'failed', failureReason: reason.slice(0, 500), updatedAt: new Date() })
        .where(eq(domains.id, domainId))
    }
    const booked = await credit(tx, 'refund', {
      userId: row.userId,
      amountCents: row.priceCents,
      description: `Refund: ${row.domain} could not be registered`,
      text: { kind: 'registration_refund', params: { domain: row.domain } },
      reference: `refund-domain-${row.id}`,
    })
    if (booked.booked && row.orderId) {
      const reference = `refund-domain-${row.id}`
      await reverseReferralReward(tx, {
        orderId: row.orderId,
        refundedCents: row.priceCents,
        reference,
      })
    }
    if (row.orderId) await settleOrder(tx, row.orderId)
    return { ok: true, refunded: booked.booked, amountCents: row.priceCents } as const
  })
}

/** Marks an order done once none of its domains is still in progress. */
export async function settleOrder(ex: Executor, orderId: number): Promise<void> {
  await inTransaction(ex, async (tx) => {
    const rows = await tx
      .select({ status: domains.status, n: sql<string>`count(*)` })
      .from(domains)
      .where(eq(domains.orderId, orderId))
      .groupBy(domains.status)
    const count = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0)
    if (count('registering') + count('pending_cf') > 0) return
    const total = rows.reduce((s, r) => s + Number(r.n), 0)
    const failed = count('failed')
    const status = failed === 0 ? 'completed' : failed === total ? 'refunded' : 'partially_refunded'
    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId))
  })
}

export type RetryResult =
  { ok: true; jobId: number } | { ok: false; reason: 'not_found' | 'active' | 'refunded' }

/** Runs provisioning again for a domain still in progress (a stuck or slow job). */
export async function retryProvisioning(db: Db, domainId: number): Promise<RetryResult> {
  const [row] = await db
    .select({ status: domains.status })
    .from(domains)
    .where(eq(domains.id, domainId))
  if (!row) return { ok: false, reason: 'not_found' }
  if (['active', 'expired', 'redemption', 'released'].includes(row.status))
    return { ok: false, reason: 'active' }
  if (row.status === 'failed') return { ok: false, reason: 'refunded' }
  // Every step is idempotent, so a second job next to a slow first one does no harm.
  const job = await enqueue(db, {
    kind: PROVISION_JOB,
    payload: { domainId },
    dedupeKey: `domain-${domainId}-retry-${Date.now()}`,
  })
  return { ok: true, jobId: job.id }
}
