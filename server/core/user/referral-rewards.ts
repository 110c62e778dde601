// The referrer's reward for a referral's purchase, and taking it back when the purchase is refunded.
// Both run inside the transaction of the money movement that causes them (the purchase's debit, the
// refund's credit), so a reward exists exactly when its purchase does: one per order, enforced by
// the referral_rewards primary key and the ledger's unique (type, reference).
// Locks are taken buyer first, then referrer. A referrer is always an older user than the people
// they brought (a referral is recorded only for a new user), so the chain never loops back and two
// such transactions cannot deadlock.
import { eq, sql } from 'drizzle-orm'
import { referralRewards, referrals, users } from '../../db/schema'
import { credit, debit, type Tx } from '../ledger/ledger'
import { getSettings } from '../admin/settings'

export interface PaidPurchase {
  orderId: number
  /** The buyer. */
  userId: number
  /** What the purchase took from the buyer's balance. */
  amountCents: number
}

/** The reward in cents for a purchase at a rate in hundredths of a percent, rounded down. */
export const rewardCents = (purchaseCents: number, rateBps: number) =>
  Math.floor((purchaseCents * rateBps) / 10_000)

const referrerOf = async (tx: Tx, userId: number): Promise<number | null> => {
  const [referral] = await tx
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .where(eq(referrals.referredId, userId))
  return referral?.referrerId ?? null
}

/**
 * Credits the buyer's referrer their share of this purchase, once per order. `knownReferrer`: the
 * referrer the purchase's debit already read (null: nobody); looked up when omitted.
 */
export async function rewardReferrer(
  tx: Tx,
  purchase: PaidPurchase,
  knownReferrer?: number | null,
): Promise<void> {
  const referrerId =
    knownReferrer === undefined ? await referrerOf(tx, purchase.userId) : knownReferrer
  if (referrerId === null) return
  const { referral_percent } = await getSettings(tx)
  const rateBps = Math.round(referral_percent * 100)
  const amountCents = rewardCents(purchase.amountCents, rateBps)
  if (amountCents <= 0) return
  const [row] = await tx
    .insert(referralRewards)
    .values({
      orderId: purchase.orderId,
      referrerId,
      referredId: purchase.userId,
      rateBps,
      purchaseCents: purchase.amountCents,
      amountCents,
    })
    .onConflictDoNothing()
    .returning({ orderId: referralRewards.orderId })
  if (!row) return
  await credit(tx, 'referral_reward', {
    userId: referrerId,
    amountCents,
    description: `Referral reward: ${rateBps / 100}% of order ${purchase.orderId} by user ${purchase.userId}`,
    text: { kind: 'referral_reward', params: { percent: rateBps / 100, order: purchase.orderId } },
    reference: `order-${purchase.orderId}`,
  })
}

export interface BookedRefund {
  orderId: number
  /** What this refund gave back to the buyer. */
  refundedCents: number
  /** The refund's own ledger reference: the reversal is booked under it, so once per refund. */
  reference: string
}

/**
 * Takes back the part of the order's reward that matches this refund; call it only when the refund
 * itself was booked (its credit was not a duplicate). A fully refunded order gives back the whole
 * reward; a partial refund its proportional share, rounded down. If the referrer has already spent
 * the reward, what their balance covers is taken and the rest is written off (never a negative
 * balance), and the write-off is kept on the reward row.
 */
export async function reverseReferralReward(tx: Tx, refund: BookedRefund): Promise<void> {
  const [reward] = await tx
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.orderId, refund.orderId))
    .for('update')
  if (!reward) return
  const refunded = Math.min(reward.purchaseCents, reward.refundedCents + refund.refundedCents)
  const target =
    refunded >= reward.purchaseCents
      ? reward.amountCents
      : Math.floor((reward.amountCents * refunded) / reward.purchaseCents)
  const owed = Math.max(0, target - reward.reversedCents)
  const [referrer] = await tx
    .select({ balanceCents: users.balanceCents })
    .from(users)
    .where(eq(users.tgId, reward.referrerId))
    .for('update')
  const taken = Math.min(owed, referrer?.balanceCents ?? 0)
  await tx
    .update(referralRewards)
    .set({
      refundedCents: refunded,
      reversedCents: reward.reversedCents + owed,
      unrecoveredCents: sql`${referralRewards.unrecoveredCents} + ${owed - taken}`,
      updatedAt: new Date(),
    })
    .where(eq(referralRewards.orderId, refund.orderId))
  if (taken <= 0) return
  await debit(tx, 'referral_reversal', {
    userId: reward.referrerId,
    amountCents: taken,
    description: `Referral reward returned: order ${refund.orderId} was refunded`,
    text: { kind: 'referral_reversal', params: { order: refund.orderId } },
    reference: refund.reference,
  })
}
