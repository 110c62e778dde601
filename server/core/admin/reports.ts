// Figures for the admin console, per UTC day, read from the daily rollups (./rollups.ts).
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog, users } from '../../db/schema'
import { readRollups } from './rollups'

/** Inclusive UTC days, YYYY-MM-DD. */
export interface Span {
  from: string
  to: string
}

export interface DayFigures {
  purchasesCents: number
  refundsCents: number
  depositsCents: number
  purchaseCount: number
  newUsers: number
}

export async function dailyFigures(db: Db, span: Span): Promise<Map<string, DayFigures>> {
  const rows = await readRollups(db, ['money', 'users'], span)
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
  for (const r of rows) {
    if (r.series === 'users') {
      if (r.n) at(r.day).newUsers += r.n
    } else if (r.key === 'purchase') {
      const f = at(r.day)
      f.purchasesCents += -r.amount
      f.purchaseCount += r.n
    } else if (r.key === 'refund') at(r.day).refundsCents += r.amount
    else if (r.key === 'deposit') at(r.day).depositsCents += r.amount
  }
  return out
}

/** Visits per day and route template; paths whose deltas cancel out are left out. */
export async function visitCounts(db: Db, span: Span) {
  const rows = await readRollups(db, ['visits'], span)
  return rows.filter((r) => r.n !== 0).map((r) => ({ day: r.day, pagePath: r.key, count: r.n }))
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
