// Figures for the admin console, grouped by UTC day. Sums come back as strings from both drivers.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog, ledgerEntries, users, visits } from '../../db/schema'

export interface Span {
  start: Date
  end: Date
}

const utcDay = (
  column: typeof ledgerEntries.createdAt | typeof users.createdAt | typeof visits.createdAt,
) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`

export interface DayFigures {
  purchasesCents: number
  refundsCents: number
  depositsCents: number
  purchaseCount: number
  newUsers: number
}

export async function dailyFigures(db: Db, span: Span): Promise<Map<string, DayFigures>> {
  const entryDay = utcDay(ledgerEntries.createdAt)
  const userDay = utcDay(users.createdAt)
  const [money, signups] = await Promise.all([
    db
      .select({
        day: entryDay,
        type: ledgerEntries.type,
        sum: sql<string>`sum(${ledgerEntries.amountCents})`,
        n: sql<string>`count(*)`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.status, 'completed'),
          inArray(ledgerEntries.type, ['purchase', 'refund', 'deposit']),
          gte(ledgerEntries.createdAt, span.start),
          lt(ledgerEntries.createdAt, span.end),
        ),
      )
      .groupBy(entryDay, ledgerEntries.type),
    db
      .select({ day: userDay, n: sql<string>`count(*)` })
      .from(users)
      .where(and(gte(users.createdAt, span.start), lt(users.createdAt, span.end)))
      .groupBy(userDay),
  ])
  const out = new Map<string, DayFigures>()
  const at = (day: string) => {
    let f = out.get(day)
    if (!f)
      out.set(
        day,
        (f = {
          purchasesCents: 0,
          refundsCents: 0,
          depositsCents: 0,
          purchaseCount: 0,
          newUsers: 0,
        }),
      )
    return f
  }
  for (const r of money) {
    const f = at(r.day)
    const sum = Number(r.sum)
    if (r.type === 'purchase') {
      f.purchasesCents += -sum
      f.purchaseCount += Number(r.n)
    } else if (r.type === 'refund') f.refundsCents += sum
    else f.depositsCents += sum
  }
  for (const r of signups) at(r.day).newUsers += Number(r.n)
  return out
}

export async function visitCounts(db: Db, span: Span) {
  const day = utcDay(visits.createdAt)
  const rows = await db
    .select({ day, pagePath: visits.pagePath, n: sql<string>`count(*)` })
    .from(visits)
    .where(and(gte(visits.createdAt, span.start), lt(visits.createdAt, span.end)))
    .groupBy(day, visits.pagePath)
    .orderBy(day, visits.pagePath)
  return rows.map((r) => ({ day: r.day, pagePath: r.pagePath, count: Number(r.n) }))
}

/** Banned users, with when and by whom from the newest `user.ban` entry of the audit log. */
export async function listBans(db: Db) {
  const banned = await db
    .select()
    .from(users)
    .where(eq(users.isBanned, true))
    .orderBy(desc(users.updatedAt))
  if (banned.length === 0) return []
  const targets = banned.map((u) => `user:${u.tgId}`)
  const entries = await db
    .select({ target: auditLog.target, actor: auditLog.actor, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.ban'), inArray(auditLog.target, targets)))
    .orderBy(desc(auditLog.id))
  const latest = new Map<string, { actor: string; createdAt: Date }>()
  for (const e of entries) if (e.target && !latest.has(e.target)) latest.set(e.target, e)
  return banned.map((user) => ({ user, ban: latest.get(`user:${user.tgId}`) }))
}
