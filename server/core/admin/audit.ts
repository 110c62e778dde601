// The audit log: who did what to which target, with the state before and after. Every admin write
// records its entry in the same transaction as the change, so the log never claims an undone change.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema'
import { newestById, type PageRequest } from './keyset'
import type { Executor } from '../ledger/ledger'

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

export interface AuditFilter extends PageRequest {
  action?: string
  actor?: string
}

/** Newest first, keyset on id (audit_action_id_idx, audit_actor_id_idx for the filters). */
export async function listAudit(db: Db, f: AuditFilter) {
  const where = and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.actor ? eq(auditLog.actor, f.actor) : undefined,
  )
  return newestById(db, db.select().from(auditLog).$dynamic(), auditLog, where, f)
}
