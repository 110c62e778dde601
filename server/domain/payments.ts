// Top-ups in Telegram Stars. The bot offers fixed USD amounts, prices each in Stars at the operator's
// rate, and credits the balance once per Telegram charge id: the star_payments row and the ledger
// deposit are written in one transaction, and the charge id is the primary key of one and the
// reference of the other, so a replayed or concurrent successful_payment can never credit twice.
import { TOPUP_AMOUNTS_CENTS } from '@contract/payments'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { starPayments, users } from '../db/schema'
import { credit, inTransaction } from './ledger'
import { getSettings } from './settings'

export const STARS_CURRENCY = 'XTR'
export const DEMO_TOPUP_CENTS = 1000

/** Stars for an amount at `rateCents` US cents per Star, rounded up so a top-up is never underpaid. */
export function starsFor(amountCents: number, rateCents: number): number {
  return Math.ceil(amountCents / rateCents)
}

export interface TopupPayload {
  userId: number
  amountCents: number
  stars: number
}

/** The invoice payload (Telegram allows 1-128 bytes): who pays, what is credited, the Stars asked. */
export const encodeTopupPayload = (p: TopupPayload) =>
  `topup:${p.userId}:${p.amountCents}:${p.stars}`

export function parseTopupPayload(payload: string): TopupPayload | null {
  const m = /^topup:(\d{1,15}):(\d{1,9}):(\d{1,9})$/.exec(payload)
  if (!m) return null
  const [userId, amountCents, stars] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (!(TOPUP_AMOUNTS_CENTS as readonly number[]).includes(amountCents) || stars <= 0) return null
  return { userId, amountCents, stars }
}

/** The invoice for one of the offered amounts at today's rate. */
export async function topupInvoice(
  db: Db,
  userId: number,
  amountCents: number,
): Promise<TopupPayload | null> {
  if (!(TOPUP_AMOUNTS_CENTS as readonly number[]).includes(amountCents)) return null
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
export async function checkTopupCheckout(db: Db, q: CheckoutQuery): Promise<CheckoutVerdict> {
  const payment = parseTopupPayload(q.payload)
  if (!payment) return { ok: false, reason: 'invalid_payload' }
  if (q.currency !== STARS_CURRENCY) return { ok: false, reason: 'wrong_currency' }
  if (q.totalAmount !== payment.stars) return { ok: false, reason: 'wrong_amount' }
  if (q.fromId !== payment.userId) return { ok: false, reason: 'wrong_user' }
  const [user] = await db
    .select({ isBanned: users.isBanned })
    .from(users)
    .where(eq(users.tgId, q.fromId))
  if (!user) return { ok: false, reason: 'unknown_user' }
  if (user.isBanned) return { ok: false, reason: 'banned' }
  return { ok: true, payment }
}

export interface StarPaymentInput {
  chargeId: string
  userId: number
  stars: number
  amountCents: number
  payload: string
  description: string
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
      reference: input.chargeId,
    })
    if (!booked.booked) return { credited: false, reason: 'duplicate' } as const
    return { credited: true, balanceCents: booked.balanceCents } as const
  })
}

/**
 * Demo mode has no Telegram to pay through: a $10 top-up goes through the very same booking as a
 * paid one, under a charge id of its own.
 */
export async function creditDemoTopup(
  db: Db,
  userId: number,
): Promise<{ amountCents: number; balanceCents: number }> {
  const { stars_rate_cents } = await getSettings(db)
  const stars = starsFor(DEMO_TOPUP_CENTS, stars_rate_cents)
  const payload = encodeTopupPayload({ userId, amountCents: DEMO_TOPUP_CENTS, stars })
  const result = await creditStarPayment(db, {
    chargeId: `demo-${randomUUID()}`,
    userId,
    stars,
    amountCents: DEMO_TOPUP_CENTS,
    payload,
    description: 'Demo top-up',
  })
  if (!result.credited) throw new Error('demo top-up: a fresh charge id was already booked')
  return { amountCents: DEMO_TOPUP_CENTS, balanceCents: result.balanceCents }
}
