// The audit log: who did what to which target, with the state before and after. Every admin write
// records its entry in the same transaction as the change, so the log never claims an undone change.
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'
import type { Executor } from './ledger'

export interface AuditInput {
  actor: string
  action: string
  target?: string
  before?: unknown
  after?: unknown
}

export async function recordAudit(ex: Executor, entry: AuditInput): Promise<void> {
  await ex.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

export interface AuditFilter {
  action?: string
  actor?: string
  limit: number
  offset: number
}

export async function listAudit(db: Db, f: AuditFilter) {
  const where = and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}
