// Tells owners how their purchases and renewals ended, and checks a renewed name's expiry with the
// registrar. Read from the orders themselves (an order settles as completed, refunded or partially
// refunded), so the money flows need no hook: each settled order is claimed once under a mark
// `order:<id>:<status>` with its notice, in one transaction.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { domainTransfers, domains } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { Logger } from '../../logger'
import type { Registrar } from '../../providers/types'
import { claimMark, NOTICE_JOB, type Notice } from '../lifecycle/notices'

export const SYNC_EXPIRY_JOB = 'sync-expiry'

interface SettledOrder {
  id: string | number
  user_id: string | number
  kind: 'purchase' | 'renewal' | 'market' | 'transfer'
  status: 'completed' | 'refunded' | 'partially_refunded'
  total_cents: string | number
  renewed_id: string | number | null
}

/** The names of an order, split by outcome, and what was given back. */
async function orderNotice(db: Db, o: SettledOrder): Promise<Notice> {
  const base = { kind: 'order' as const, userId: Number(o.user_id), orderKind: o.kind }
  // A renewal or a transfer names one domain: completed, or refunded in full.
  const oneName = (domain: string | undefined, expiresAt: string | null) => {
    const name = domain ? [domain] : []
    const done = o.status === 'completed'
    return {
      ...base,
      completed: done ? name : [],
      refunded: done ? [] : name,
      refundedCents: done ? 0 : Number(o.total_cents),
      expiresAt,
    }
  }
  if (o.kind === 'renewal') {
    const [row] = o.renewed_id
      ? await db
          .select()
          .from(domains)
          .where(eq(domains.id, Number(o.renewed_id)))
      : []
    const done = o.status === 'completed'
    return oneName(row?.domain, done ? (row?.expiresAt?.toISOString() ?? null) : null)
  }
  if (o.kind === 'transfer') {
    const [tr] = await db
      .select()
      .from(domainTransfers)
      .where(eq(domainTransfers.orderId, Number(o.id)))
    return oneName(tr?.domain, null)
  }
  const rows = await db
    .select()
    .from(domains)
    .where(eq(domains.orderId, Number(o.id)))
  const failed = rows.filter((r) => r.status === 'failed')
  return {
    ...base,
    completed: rows.filter((r) => r.status !== 'failed').map((r) => r.domain),
    refunded: failed.map((r) => r.domain),
    refundedCents: failed.reduce((s, r) => s + r.priceCents, 0),
    expiresAt: null,
  }
}

/** Claims and notifies every order settled in the last day that has no notice yet. */
export async function enqueueOrderNotices(db: Db): Promise<number> {
  const settled = rowsOf<SettledOrder>(
    await db.execute(sql`
      select o.id, o.user_id, o.kind, o.status, o.total_cents,
        (select (j.payload->>'domainId')::bigint from jobs j
          where j.kind = 'renew-domain' and (j.payload->>'orderId')::bigint = o.id limit 1)
          as renewed_id
      from orders o
      where o.status in ('completed', 'refunded', 'partially_refunded')
        and o.updated_at > now() - interval '1 day'
        and not exists (select 1 from lifecycle_marks m
          where m.key = 'order:' || o.id || ':' || o.status)
      order by o.id`),
  )
  let n = 0
  for (const o of settled) {
    const notice = await orderNotice(db, o)
    const key = `order:${o.id}:${o.status}`
    const created = await db.transaction(async (tx) => {
      if (!(await claimMark(tx, key))) return false
      await enqueue(tx, { kind: NOTICE_JOB, payload: notice, dedupeKey: key })
      // The registrar's word on a renewed name's expiry, fetched once the renewal settled.
      if (o.kind === 'renewal' && o.status === 'completed' && o.renewed_id)
        await enqueue(tx, {
          kind: SYNC_EXPIRY_JOB,
          payload: { domainId: Number(o.renewed_id) },
          dedupeKey: key,
        })
      return true
    })
    if (created) n += 1
  }
  return n
}

/**
 * Sets a name's expiry to what the registrar holds when the two differ by a day or more; logged
 * as an error, since a drift means a renewal or a registry change went by unrecorded.
 */
export async function syncExpiry(db: Db, registrar: Registrar, domainId: number, logger: Logger) {
  if (!registrar.info) return 'unsupported' as const
  const [row] = await db.select().from(domains).where(eq(domains.id, domainId))
  if (!row?.expiresAt) return 'missing' as const
  const held = await registrar.info(row.domain)
  if (!held) {
    logger.error({ domain: row.domain }, 'expiry check: the registrar does not hold this name')
    return 'not_held' as const
  }
  const day = (d: Date) => d.toISOString().slice(0, 10)
  if (day(held.expiresAt) === day(row.expiresAt)) return 'same' as const
  await db
    .update(domains)
    .set({ expiresAt: held.expiresAt, updatedAt: new Date() })
    .where(and(eq(domains.id, domainId), eq(domains.expiresAt, row.expiresAt)))
  logger.error(
    { domain: row.domain, ours: row.expiresAt, registrar: held.expiresAt },
    'expiry drift fixed to the registrar’s date',
  )
  return 'fixed' as const
}

export function syncExpiryJobs(deps: { db: Db; registrar: Registrar }) {
  const handler: JobHandler = async (raw, ctx) => {
    const domainId = Number((raw as { domainId?: unknown } | null)?.domainId)
    if (!Number.isInteger(domainId)) return
    await syncExpiry(deps.db, deps.registrar, domainId, ctx.logger)
  }
  return { [SYNC_EXPIRY_JOB]: handler }
}
