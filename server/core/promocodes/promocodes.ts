// Promo codes: created and deactivated by admins, activated once per user. Activation is one
// transaction: the per-user row (primary key code+user) stops a double activation, and a conditional
// UPDATE on used_count < max_uses stops exhaustion races; a refusal rolls the whole attempt back.
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { PromoErrorCode } from '@contract/promocodes'
import type { Db } from '../../db/client'
import { promocodeActivations, promocodes } from '../../db/schema'
import { recordAudit } from '../admin/audit'
import { credit } from '../ledger/ledger'
import { abort, moneyTransaction } from '../ledger/money-flow'
import type { TxHooks } from '../ledger/tx-hooks'

export type PromocodeRow = typeof promocodes.$inferSelect

export const normalizeCode = (raw: string) => raw.trim().toUpperCase()

export const listPromocodes = (db: Db) =>
  db.select().from(promocodes).orderBy(desc(promocodes.createdAt), promocodes.code)

export async function createPromocode(
  db: Db,
  input: { code: string; amountCents: number; maxUses: number; expiresAt: Date | null },
  actor: string,
): Promise<PromocodeRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promocodes)
      .values({
        code: input.code,
        amountCents: input.amountCents,
        maxUses: input.maxUses,
        expiresAt: input.expiresAt,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) return undefined
    await recordAudit(tx, {
      actor,
      action: 'promocode.create',
      target: `promocode:${row.code}`,
      after: snapshot(row),
    })
    return row
  })
}

export async function deactivatePromocode(
  db: Db,
  code: string,
  actor: string,
): Promise<PromocodeRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(promocodes)
      .where(eq(promocodes.code, code))
      .for('update')
    if (!before) return undefined
    const [after] = await tx
      .update(promocodes)
      .set({ active: false })
      .where(eq(promocodes.code, code))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'promocode.deactivate',
      target: `promocode:${code}`,
      before: snapshot(before),
      after: after && snapshot(after),
    })
    return after
  })
}

function snapshot(p: PromocodeRow) {
  return {
    amount_cents: p.amountCents,
    max_uses: p.maxUses,
    used_count: p.usedCount,
    expires_at: p.expiresAt,
    active: p.active,
  }
}

export type ActivationResult =
  { ok: true; amountCents: number; balanceCents: number } | { ok: false; error: PromoErrorCode }

const usable = (now: Date) =>
  and(eq(promocodes.active, true), or(isNull(promocodes.expiresAt), gt(promocodes.expiresAt, now)))

export async function activatePromocode(
  db: Db,
  userId: number,
  rawCode: string,
  hooks?: TxHooks<ActivationResult>,
): Promise<ActivationResult> {
  const code = normalizeCode(rawCode)
  const now = new Date()
  const refused: (error: PromoErrorCode) => never = (error) => abort({ ok: false, error })
  return moneyTransaction(db, userId, hooks, async (tx): Promise<ActivationResult> => {
    const [promo] = await tx
      .select()
      .from(promocodes)
      .where(and(eq(promocodes.code, code), usable(now)))
    if (!promo) refused('promo_not_found')
    const [activation] = await tx
      .insert(promocodeActivations)
      .values({ code, userId })
      .onConflictDoNothing()
      .returning()
    if (!activation) refused('promo_already_used')
    const [counted] = await tx
      .update(promocodes)
      .set({ usedCount: sql`${promocodes.usedCount} + 1` })
      .where(
        and(eq(promocodes.code, code), lt(promocodes.usedCount, promocodes.maxUses), usable(now)),
      )
      .returning({ amountCents: promocodes.amountCents })
    if (!counted) refused('promo_exhausted')
    const booked = await credit(tx, 'promo', {
      userId,
      amountCents: counted.amountCents,
      description: `Promo code ${code}`,
      text: { kind: 'promo_code', params: { code } },
      reference: `promo-${code}-${userId}`,
    })
    if (!booked.booked) refused('promo_already_used')
    return { ok: true, amountCents: counted.amountCents, balanceCents: booked.balanceCents }
  })
}
