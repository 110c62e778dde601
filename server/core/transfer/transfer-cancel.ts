// The owner withdraws a pending transfer in. The registrar decides: it cancels the transfer (then the
// payment comes back through the same refund as a failed transfer: once, with the referral reversal)
// or says it has gone too far. The completing job and a cancel can run at once; both end the
// transfer only from `pending` in the database, and the registrar cannot both complete and cancel
// one transfer, so the money is either kept with the domain or refunded, never both.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { domainTransfers } from '../../db/schema'
import { ProviderError, type Registrar } from '../../providers/types'
import { balanceOf } from '../ledger/ledger'
import { capability } from '../registrar/registrar-controls'
import { refundTransfer } from './transfer-in-job'

export type TransferRow = typeof domainTransfers.$inferSelect

export type CancelOutcome =
  | { ok: true; transfer: TransferRow; balanceCents: number }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'starting' | 'not_cancellable'; transfer: TransferRow }

const load = async (db: Db, userId: number, id: number) =>
  (
    await db
      .select()
      .from(domainTransfers)
      .where(and(eq(domainTransfers.id, id), eq(domainTransfers.userId, userId)))
  )[0]

/** Cancels the user's transfer `id`; asking again after it was cancelled changes nothing. */
export async function cancelTransfer(
  db: Db,
  registrar: Registrar,
  userId: number,
  id: number,
): Promise<CancelOutcome> {
  const t = await load(db, userId, id)
  if (!t) return { ok: false, reason: 'not_found' }
  const done = async (): Promise<CancelOutcome> => {
    const now = (await load(db, userId, id)) ?? t
    if (now.status !== 'cancelled') return { ok: false, reason: 'not_cancellable', transfer: now }
    return { ok: true, transfer: now, balanceCents: await balanceOf(db, userId) }
  }
  if (t.status !== 'pending') return done()
  // The job has not reached the registrar yet (no answer recorded): a cancel now could cross the
  // job's Create Transfer, so the owner is asked to try again in a moment.
  if (t.detail === null) return { ok: false, reason: 'starting', transfer: t }
  try {
    const state = await capability(registrar, 'cancelTransfer')(t.domain)
    await refundTransfer(db, t.id, 'cancelled', state.detail)
  } catch (err) {
    if (!(err instanceof ProviderError) || err.code !== 'not_cancellable') throw err
  }
  return done()
}
