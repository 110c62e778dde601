// Admin actions on users. Each write runs in one transaction with its audit entry; the balance moves
// only through the ledger (type `adjustment`).
import { and, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { recordAudit } from './audit'
import { credit, debit } from '../ledger/ledger'
import { cappedCountOf, keyset, pageOf, type PageRequest } from './keyset'
import { containing, listDomains, listEntries } from './records'

export type UserRow = typeof users.$inferSelect

/** What the name search matches (and users_name_trgm_idx indexes): "first last". */
const fullName = sql`(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`
/** The list's order, newest first; the key keeps created_at's microseconds as PostgreSQL's text. */
const createdText = sql<string>`${users.createdAt}::text`

/** Users newest first; q matches the id exactly, or part of the username or the name (pg_trgm). */
export async function searchUsers(db: Db, f: PageRequest & { q?: string }) {
  const q = f.q?.trim()
  const match = q
    ? or(
        /^\d{1,15}$/.test(q) ? eq(users.tgId, Number(q)) : undefined,
        ilike(users.username, containing(q.replace(/^@/, ''))),
        sql`${fullName} ilike ${containing(q)}`,
      )
    : undefined
  const page = keyset([users.createdAt, users.tgId], f.cursor)
  const [read, total] = await Promise.all([
    db
      .select({ user: users, createdText })
      .from(users)
      .where(and(match, page.where))
      .orderBy(...page.order)
      .limit(f.limit + 1),
    cappedCountOf(db, users, match),
  ])
  const { rows, next, prev } = pageOf(read, f, (r) => [r.createdText, r.user.tgId])
  return { rows: rows.map((r) => r.user), next, prev, ...total }
}

export async function findUser(db: Db, tgId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.tgId, tgId))
  return row
}

export async function getUserDetail(db: Db, tgId: number) {
  const user = await findUser(db, tgId)
  if (!user) return undefined
  const [owned, entries] = await Promise.all([
    listDomains(db, { userId: tgId, limit: 100 }),
    listEntries(db, { userId: tgId, limit: 100 }),
  ])
  return { user, domains: owned.rows, transactions: entries.rows }
}

/** Bans (with a reason) or unbans (reason null). Undefined when there is no such user. */
export async function setBan(
  db: Db,
  tgId: number,
  reason: string | null,
  actor: string,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.tgId, tgId)).for('update')
    if (!before) return undefined
    const [after] = await tx
      .update(users)
      .set({ isBanned: reason !== null, banReason: reason, updatedAt: new Date() })
      .where(eq(users.tgId, tgId))
      .returning()
    await recordAudit(tx, {
      actor,
      action: reason !== null ? 'user.ban' : 'user.unban',
      target: `user:${tgId}`,
      before: { is_banned: before.isBanned, ban_reason: before.banReason },
      after: { is_banned: after?.isBanned, ban_reason: after?.banReason },
    })
    return after
  })
}

export type AdjustResult =
  | { ok: true; user: UserRow; entryId: number }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'insufficient_funds'; balanceCents: number }

/** Credits (positive) or debits (negative) a balance; a debit never takes it below zero. */
export async function adjustBalance(
  db: Db,
  tgId: number,
  amountCents: number,
  reason: string,
  actor: string,
): Promise<AdjustResult> {
  return db.transaction(async (tx): Promise<AdjustResult> => {
    const [before] = await tx
      .select({ balanceCents: users.balanceCents })
      .from(users)
      .where(eq(users.tgId, tgId))
    if (!before) return { ok: false, reason: 'not_found' }
    const entry = { userId: tgId, amountCents: Math.abs(amountCents), description: reason }
    let entryId: number
    if (amountCents > 0) {
      const r = await credit(tx, 'adjustment', entry)
      if (!r.booked) throw new Error('adjustment credit was not booked')
      entryId = r.entryId
    } else {
      const r = await debit(tx, 'adjustment', entry)
      if (!r.ok) return { ok: false, reason: 'insufficient_funds', balanceCents: r.balanceCents }
      entryId = r.entryId
    }
    const [user] = await tx.select().from(users).where(eq(users.tgId, tgId))
    if (!user) throw new Error('user vanished during adjustment')
    await recordAudit(tx, {
      actor,
      action: 'user.balance',
      target: `user:${tgId}`,
      before: { balance_cents: before.balanceCents },
      after: {
        balance_cents: user.balanceCents,
        amount_cents: amountCents,
        reason,
        entry_id: entryId,
      },
    })
    return { ok: true, user, entryId }
  })
}
