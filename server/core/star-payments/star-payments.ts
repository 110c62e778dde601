// Stars top-ups as the admin console lists them; refunds are in ./star-refunds.
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { starPayments } from '../../db/schema'
import { DEMO_CHARGE_PREFIX } from '../payments/payments'

export type StarPaymentRow = typeof starPayments.$inferSelect

export const isDemoCharge = (chargeId: string) => chargeId.startsWith(DEMO_CHARGE_PREFIX)

/** A user's newest Stars payments, at most 200. */
export const listStarPayments = (db: Db, userId: number) =>
  db
    .select()
    .from(starPayments)
    .where(eq(starPayments.userId, userId))
    .orderBy(desc(starPayments.createdAt))
    .limit(200)

export async function findStarPayment(
  db: Db,
  chargeId: string,
): Promise<StarPaymentRow | undefined> {
  const [row] = await db.select().from(starPayments).where(eq(starPayments.chargeId, chargeId))
  return row
}
