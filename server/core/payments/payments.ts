// Top-ups in Telegram Stars. The bot offers fixed USD amounts, prices each in Stars at the operator's
// rate, and credits the balance once per Telegram charge id: the star_payments row and the ledger
// deposit are written in one transaction, and the charge id is the primary key of one and the
// reference of the other, so a replayed or concurrent successful_payment can never credit twice.
import { TOPUP_AMOUNTS_CENTS } from '@contract/payments'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { starPayments, users } from '../../db/schema'
import { credit, inTransaction, type EntryInput } from '../ledger/ledger'
import { getSettings } from '../admin/settings'
import {
  encodeTopupPayload,
  parseTopupPayload,
  type PayloadKey,
  type TopupPayload,
} from './topup-payload'

export const STARS_CURRENCY = 'XTR'
export const DEMO_TOPUP_CENTS = 1000
/** Demo top-ups never went through Telegram: refunding one returns no Stars. */
export const DEMO_CHARGE_PREFIX = 'demo-'

export const isOfferedAmount = (cents: number) =>
  (TOPUP_AMOUNTS_CENTS as readonly number[]).includes(cents)

/** Stars for an amount at `rateCents` US cents per Star, rounded up so a top-up is never underpaid. */
export function starsFor(amountCents: number, rateCents: number): number {
  return Math.ceil(amountCents / rateCents)
}

/** Every offered amount with its price in Stars at today's rate. */
export async function topupOffers(db: Db): Promise<{ amountCents: number; stars: number }[]> {
  const { stars_rate_cents } = await getSettings(db)
  return TOPUP_AMOUNTS_CENTS.map((amountCents) => ({
    amountCents,
    stars: starsFor(amountCents, stars_rate_cents),
  }))
}

/** The invoice for one of the offered amounts at today's rate. */
export async function topupInvoice(
  db: Db,
  userId: number,
  amountCents: number,
): Promise<TopupPayload | null> {
  if (!isOfferedAmount(amountCents)) return null
  const { stars_rate_cents } = await getSettings(db)
  return { userId, amountCents, stars: starsFor(amountCents, stars_rate_cents) }
}

export interface CheckoutQuery {
  fromId: number
  currency: string
  totalAmount: number
  payload: string
}

export type CheckoutVerdict = { ok: true; payment: TopupPayload } | { ok: false; reason: string }

/**
 * The pre_checkout_query answer: yes only for our own payload, paid in Stars, for the exact Stars the
 * invoice asked, by the user it was made for, who is known and not banned.
 */
export async function checkTopupCheckout(
  db: Db,
  key: PayloadKey,
  q: CheckoutQuery,
): Promise<CheckoutVerdict> {
  const verdict = checkPaidTopup(key, q)
  if (!verdict.ok) return verdict
  const { payment } = verdict
  if (q.fromId !== payment.userId) return { ok: false, reason: 'wrong_user' }
  const [user] = await db
    .select({ isBanned: users.isBanned })
    .from(users)
    .where(eq(users.tgId, q.fromId))
  if (!user) return { ok: false, reason: 'unknown_user' }
  if (user.isBanned) return { ok: false, reason: 'banned' }
  return { ok: true, payment }
}

/**
 * What Telegram says was paid must be what we signed: our payload, in Stars, the exact Stars asked.
 * Checked at pre-checkout and again at successful_payment, where a mismatch credits nothing.
 */
export function checkPaidTopup(
  key: PayloadKey,
  paid: Omit<CheckoutQuery, 'fromId'>,
): CheckoutVerdict {
  const payment = parseTopupPayload(paid.payload, key)
  if (!payment) return { ok: false, reason: 'invalid_payload' }
  if (paid.currency !== STARS_CURRENCY) return { ok: false, reason: 'wrong_currency' }
  if (paid.totalAmount !== payment.stars) return { ok: false, reason: 'wrong_amount' }
  return { ok: true, payment }
}

export interface StarPaymentInput {
  chargeId: string
  userId: number
  stars: number
  amountCents: number
  payload: string
  description: string
  /** Absent: a Telegram Stars top-up of `stars`. */
  text?: EntryInput['text']
}

export type StarCreditResult =
  { credited: true; balanceCents: number } | { credited: false; reason: 'duplicate' }

/** Books a paid top-up: once per charge id, whatever happens to replays and concurrent deliveries. */
export async function creditStarPayment(
  db: Db,
  input: StarPaymentInput,
): Promise<StarCreditResult> {
  return inTransaction(db, async (tx) => {
    // The charge row comes first: a concurrent twin waits on its primary key, then finds it taken.
    const [row] = await tx
      .insert(starPayments)
      .values({
        chargeId: input.chargeId,
        userId: input.userId,
        stars: input.stars,
        amountCents: input.amountCents,
        payload: input.payload,
      })
      .onConflictDoNothing()
      .returning({ chargeId: starPayments.chargeId })
    if (!row) return { credited: false, reason: 'duplicate' } as const
    const booked = await credit(tx, 'deposit', {
      userId: input.userId,
      amountCents: input.amountCents,
      description: input.description,
      text: input.text ?? { kind: 'stars_topup', params: { stars: input.stars } },
      reference: input.chargeId,
    })
    if (!booked.booked) return { credited: false, reason: 'duplicate' } as const
    return { credited: true, balanceCents: booked.balanceCents } as const
  })
}

/**
 * Demo mode has no Telegram to pay through: a top-up of the chosen amount goes through the very same
 * booking as a paid one, under a charge id of its own.
 */
export async function creditDemoTopup(
  db: Db,
  key: PayloadKey,
  userId: number,
  amountCents: number = DEMO_TOPUP_CENTS,
): Promise<{ amountCents: number; balanceCents: number }> {
  const invoice = await topupInvoice(db, userId, amountCents)
  if (!invoice) throw new RangeError(`demo top-up: ${amountCents} cents is not on offer`)
  const result = await creditStarPayment(db, {
    chargeId: `${DEMO_CHARGE_PREFIX}${randomUUID()}`,
    userId,
    stars: invoice.stars,
    amountCents,
    payload: encodeTopupPayload(invoice, key),
    description: 'Demo top-up',
    text: { kind: 'demo_topup', params: {} },
  })
  if (!result.credited) throw new Error('demo top-up: a fresh charge id was already booked')
  return { amountCents, balanceCents: result.balanceCents }
}
