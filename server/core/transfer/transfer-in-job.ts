// The durable job behind a paid transfer in: start it at the registrar (a retry finds the transfer
// already there and starts nothing new), look again with back-off while it is pending, then either
// hand the name to provisioning as a new domain row (CDN zone, name servers, Active) or, when the
// registry or the losing registrar says no, refund the payment exactly once.
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { domainTransfers, orders } from '../../db/schema'
import { PermanentJobError, RetryLaterError } from '../../jobs/errors'
import type { JobHandler } from '../../jobs/worker'
import type { Registrar } from '../../providers/types'
import { addDomainRows, enqueueProvisioning } from '../domains/provisioning-job'
import { credit } from '../ledger/ledger'
import { reverseReferralReward } from '../user/referral-rewards'
import { capability } from '../registrar/registrar-controls'
import { open, type SecretsKey } from '../admin/secrets'
import { TRANSFER_JOB, transferKey } from './transfer-in'

export interface TransferJobDeps {
  db: Db
  registrar: Registrar
  secretsKey: SecretsKey
  /** First delay between status checks (default 5 s); later ones back off to 1 h. */
  pollMs?: number
}

const payloadSchema = z.object({ transferId: z.number().int().positive() })

/** Ends a pending transfer as failed or cancelled and gives its money back, once. */
export async function refundTransfer(
  db: Db,
  transferId: number,
  status: 'failed' | 'cancelled',
  detail: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(domainTransfers)
      .set({ status, detail: detail.slice(0, 500), authCodeEnc: null, updatedAt: new Date() })
      .where(and(eq(domainTransfers.id, transferId), eq(domainTransfers.status, 'pending')))
      .returning()
    if (!row) return false
    const reference = `refund-${transferKey(row.id)}`
    const cancelled = status === 'cancelled'
    await credit(tx, 'refund', {
      userId: row.userId,
      amountCents: row.priceCents,
      description: cancelled
        ? `Refund: the transfer of ${row.domain} was cancelled`
        : `Refund: the transfer of ${row.domain} did not complete`,
      text: {
        kind: cancelled ? 'transfer_cancel_refund' : 'transfer_refund',
        params: { domain: row.domain },
      },
      reference,
    })
    // The referrer's share of this purchase goes back with it (see referral-rewards.ts).
    if (row.orderId)
      await reverseReferralReward(tx, {
        orderId: row.orderId,
        refundedCents: row.priceCents,
        reference,
      })
    if (row.orderId)
      await tx
        .update(orders)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(orders.id, row.orderId))
    return true
  })
}

/** The name is ours: it becomes the user's domain and is provisioned like a new registration. */
async function complete(db: Db, transferId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(domainTransfers)
      .where(and(eq(domainTransfers.id, transferId), eq(domainTransfers.status, 'pending')))
      .for('update')
    if (!t) return
    const [row] = await addDomainRows(tx, [
      {
        userId: t.userId,
        domain: t.domain,
        orderId: t.orderId,
        priceCents: t.priceCents,
        renewalCents: t.renewalCents,
      },
    ])
    if (!row) throw new PermanentJobError(`${t.domain} is held by another live domain row`)
    await tx
      .update(domainTransfers)
      .set({ status: 'completed', domainId: row.id, authCodeEnc: null, updatedAt: new Date() })
      .where(eq(domainTransfers.id, t.id))
    await enqueueProvisioning(tx, [row.id])
  })
}

function transferHandler(deps: TransferJobDeps): JobHandler {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload)
    if (!parsed.success) throw new PermanentJobError(`${TRANSFER_JOB}: bad payload`)
    const id = parsed.data.transferId
    const [t] = await deps.db.select().from(domainTransfers).where(eq(domainTransfers.id, id))
    if (t?.status !== 'pending') return
    const authCode = t.authCodeEnc
      ? open(deps.secretsKey, t.authCodeEnc, t.id, 'auth_code')
      : undefined
    if (authCode === undefined) throw new PermanentJobError(`${t.domain}: auth code unreadable`)
    // Once the registrar has answered (detail set), only look: starting it again after the owner
    // cancelled it would order a new transfer that nobody paid for.
    const state =
      t.detail === null
        ? await capability(
            deps.registrar,
            'transferIn',
          )({ domain: t.domain, authCode, idempotencyKey: transferKey(t.id) })
        : await capability(deps.registrar, 'transferStatus')(t.domain)
    await deps.db
      .update(domainTransfers)
      .set({ detail: state.detail, updatedAt: new Date() })
      .where(and(eq(domainTransfers.id, id), eq(domainTransfers.status, 'pending')))
    if (state.state === 'completed') return complete(deps.db, id)
    if (state.state === 'failed' || state.state === 'cancelled') {
      await refundTransfer(deps.db, id, state.state, state.detail)
      return
    }
    // Transfers take minutes to days: look again later, more slowly as time goes by.
    const waited = Date.now() - t.createdAt.getTime()
    const first = deps.pollMs ?? 5000
    throw new RetryLaterError(
      Math.min(3_600_000, Math.max(first, Math.round(waited / 5))),
      state.detail,
    )
  }
}

export function transferJobs(deps: TransferJobDeps) {
  return {
    handlers: { [TRANSFER_JOB]: transferHandler(deps) },
    /** A transfer the registrar refused for good (a wrong auth code...) is refunded. */
    onFailed: async (job: { kind: string; payload: unknown }, error: string): Promise<void> => {
      if (job.kind !== TRANSFER_JOB) return
      const parsed = payloadSchema.safeParse(job.payload)
      if (parsed.success) await refundTransfer(deps.db, parsed.data.transferId, 'failed', error)
    },
  }
}
