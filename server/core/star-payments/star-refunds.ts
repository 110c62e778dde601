// Refunds of Stars top-ups, once per charge, from either side: an admin asks (debit, then Telegram,
// then done; a Telegram refusal reverses the debit) or Telegram reports a refund made elsewhere
// (refunded_payment). The star_payments row's state is the guard: every step is a conditional UPDATE
// on it, so concurrent refunds and a refunded_payment racing an admin refund debit once. The ledger
// entry is an `adjustment` debit: the ledger types shown to users and counted in the reports
// ('refund' means money given back to the balance) have no better fit, and its description says
// what it was, and its kind (stars_refund) lets every reader's client call it a refund. Each attempt
// has its own reference so a retry after a refusal is a fresh entry.
import { and, eq, sql } from 'drizzle-orm'
import type { TransactionText } from '@contract/transaction-kind'
import type { Db } from '../../db/client'
import { starPayments } from '../../db/schema'
import { recordAudit } from '../admin/audit'
import { credit, debit, inTransaction, type Tx } from '../ledger/ledger'
import { isDemoCharge, type StarPaymentRow } from './star-payments'

export type RefundRefusal =
  | 'not_found'
  | 'already_refunded'
  | 'refund_in_progress'
  | 'already_spent'
  | 'too_old'
  | 'telegram_error'

export type RefundOutcome =
  | { ok: true; payment: StarPaymentRow; balanceCents: number }
  | { ok: false; reason: RefundRefusal; payment?: StarPaymentRow; detail?: string }

export interface RefundOptions {
  /** Asks Telegram to return the Stars; throws when Telegram refuses. Absent: demo charges only. */
  refundStars?: (userId: number, chargeId: string) => Promise<void>
  windowMs: number
  /** Recorded in the audit log with the debit. */
  actor?: string
  now?: Date
}

const refundRef = (chargeId: string, attempt: number) => `stars-refund:${chargeId}:${attempt}`
const reversalRef = (chargeId: string, attempt: number) =>
  `stars-refund-reversed:${chargeId}:${attempt}`
const refundDescription = (p: StarPaymentRow) =>
  isDemoCharge(p.chargeId) ? 'Demo top-up refund' : `Telegram Stars refund (${p.stars} ⭐)`
const refundText = (p: StarPaymentRow): TransactionText =>
  isDemoCharge(p.chargeId)
    ? { kind: 'demo_topup_refund', params: {} }
    : { kind: 'stars_refund', params: { stars: p.stars } }

/** The refusal the Refund button would meet now, from the row alone (the balance is checked too). */
export function refundRefusal(
  p: StarPaymentRow,
  balanceCents: number,
  windowMs: number,
  now = new Date(),
): RefundRefusal | null {
  if (p.state === 'refunding') return 'refund_in_progress'
  if (p.state !== 'credited') return 'already_refunded'
  if (!isDemoCharge(p.chargeId) && now.getTime() - p.createdAt.getTime() > windowMs)
    return 'too_old'
  if (balanceCents < p.amountCents) return 'already_spent'
  return null
}

class Spent extends Error {}

export async function refundStarTopup(
  db: Db,
  chargeId: string,
  { refundStars, windowMs, actor, now = new Date() }: RefundOptions,
): Promise<RefundOutcome> {
  const payment = await readPayment(db, chargeId)
  if (!payment) return { ok: false, reason: 'not_found' }
  const early = refundRefusal(payment, Number.MAX_SAFE_INTEGER, windowMs, now)
  if (early) return { ok: false, reason: early, payment }

  let attempt: number
  let balanceCents: number
  try {
    ;({ attempt, balanceCents } = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(starPayments)
        .set({ state: 'refunding', refundAttempts: sql`${starPayments.refundAttempts} + 1` })
        .where(and(eq(starPayments.chargeId, chargeId), eq(starPayments.state, 'credited')))
        .returning({ attempt: starPayments.refundAttempts })
      if (!claimed) return { attempt: 0, balanceCents: 0 }
      const taken = await debit(tx, 'adjustment', {
        userId: payment.userId,
        amountCents: payment.amountCents,
        description: refundDescription(payment),
        text: refundText(payment),
        reference: refundRef(chargeId, claimed.attempt),
      })
      if (!taken.ok) throw new Spent()
      if (actor) {
        await recordAudit(tx, {
          actor,
          action: 'star_payment.refund',
          target: `star_payment:${chargeId}`,
          before: { state: 'credited', balance_cents: taken.balanceCents + payment.amountCents },
          after: { state: 'refunding', balance_cents: taken.balanceCents },
        })
      }
      return { attempt: claimed.attempt, balanceCents: taken.balanceCents }
    }))
  } catch (err) {
    if (err instanceof Spent) return { ok: false, reason: 'already_spent', payment }
    throw err
  }
  if (attempt === 0) {
    // Another refund claimed the row between the read and the update.
    const now2 = await readPayment(db, chargeId)
    const reason = now2?.state === 'refunding' ? 'refund_in_progress' : 'already_refunded'
    return { ok: false, reason, payment: now2 ?? payment }
  }

  if (!isDemoCharge(chargeId)) {
    try {
      if (!refundStars) throw new Error('the bot is off')
      await refundStars(payment.userId, chargeId)
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err)
      // Telegram answers CHARGE_ALREADY_REFUNDED when the Stars went back already (a refund made
      // elsewhere, or a retried call that had succeeded): the debit stands.
      if (!/CHARGE_ALREADY_REFUNDED/.test(detail)) {
        const reversed = await reverseRefund(db, payment, attempt)
        return { ok: false, reason: 'telegram_error', payment: reversed ?? payment, detail }
      }
    }
  }
  await db
    .update(starPayments)
    .set({ state: 'refunded', refundedAt: now })
    .where(and(eq(starPayments.chargeId, chargeId), eq(starPayments.state, 'refunding')))
  const done = await readPayment(db, chargeId)
  return { ok: true, payment: done ?? payment, balanceCents }
}

/** Puts the money back after Telegram refused, unless a refunded_payment said it did refund. */
async function reverseRefund(db: Db, payment: StarPaymentRow, attempt: number) {
  await db.transaction(async (tx: Tx) => {
    const [back] = await tx
      .update(starPayments)
      .set({ state: 'credited' })
      .where(and(eq(starPayments.chargeId, payment.chargeId), eq(starPayments.state, 'refunding')))
      .returning({ chargeId: starPayments.chargeId })
    if (!back) return
    const booked = await credit(tx, 'adjustment', {
      userId: payment.userId,
      amountCents: payment.amountCents,
      description: `${refundDescription(payment)} refused by Telegram, reversed`,
      text: { kind: 'stars_refund_reversed', params: { stars: payment.stars } },
      reference: reversalRef(payment.chargeId, attempt),
    })
    if (!booked.booked) throw new Error(`refund reversal ${payment.chargeId} booked twice`)
  })
  return readPayment(db, payment.chargeId)
}

export type TelegramRefundResult = 'debited' | 'already' | 'spent' | 'unknown'

/**
 * Telegram reports the Stars of a charge went back (message.refunded_payment). After an admin
 * refund the debit is already there; otherwise the credit is reversed once, or, when the money has
 * been spent, the refund is recorded without a debit (a balance never goes negative).
 */
export async function recordTelegramRefund(
  db: Db,
  chargeId: string,
  now = new Date(),
): Promise<TelegramRefundResult> {
  return inTransaction(db, async (tx) => {
    const [finished] = await tx
      .update(starPayments)
      .set({ state: 'refunded', refundedAt: now })
      .where(and(eq(starPayments.chargeId, chargeId), eq(starPayments.state, 'refunding')))
      .returning({ chargeId: starPayments.chargeId })
    if (finished) return 'already'
    const [claimed] = await tx
      .update(starPayments)
      .set({
        state: 'refunded',
        refundedAt: now,
        refundAttempts: sql`${starPayments.refundAttempts} + 1`,
      })
      .where(and(eq(starPayments.chargeId, chargeId), eq(starPayments.state, 'credited')))
      .returning()
    if (!claimed) return (await readPayment(tx, chargeId)) ? 'already' : 'unknown'
    const taken = await debit(tx, 'adjustment', {
      userId: claimed.userId,
      amountCents: claimed.amountCents,
      description: refundDescription(claimed),
      text: refundText(claimed),
      reference: refundRef(chargeId, claimed.refundAttempts),
    })
    if (taken.ok) return 'debited'
    await tx
      .update(starPayments)
      .set({ state: 'refunded_spent' })
      .where(eq(starPayments.chargeId, chargeId))
    return 'spent'
  })
}

async function readPayment(ex: Db | Tx, chargeId: string) {
  const [row] = await ex.select().from(starPayments).where(eq(starPayments.chargeId, chargeId))
  return row
}
