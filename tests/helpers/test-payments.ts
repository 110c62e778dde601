// A Stars top-up already paid and credited, as the refund tests start from.
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { starPayments, users } from '../../server/db/schema'
import { creditStarPayment } from '../../server/core/payments/payments'

export async function paidTopup(
  db: Db,
  userId: number,
  chargeId: string,
  amountCents = 1000,
  createdAt?: Date,
) {
  await db.insert(users).values({ tgId: userId, firstName: 'Payer' }).onConflictDoNothing()
  const stars = amountCents / 2
  const r = await creditStarPayment(db, {
    chargeId,
    userId,
    stars,
    amountCents,
    payload: `test:${chargeId}`,
    description: 'Telegram Stars top-up',
  })
  if (!r.credited) throw new Error('test top-up not credited')
  if (createdAt) {
    await db.update(starPayments).set({ createdAt }).where(eq(starPayments.chargeId, chargeId))
  }
}
