// Auto-renew from the balance: 7 days before expiry the worker renews a name for one year through
// the same path as a manual renewal (renewal-policy -> renewal: one debit, the renewal job). Once
// per period: the period's mark is claimed with the job, and the renewal's own transaction writes
// its order onto the mark, so a job run again after a crash sees the order and charges nothing.
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { domains, lifecycleMarks } from '../../db/schema'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { Registrar } from '../../providers/types'
import { autoRenewSql } from './auto-renew-switch'
import { claimAndNotify, claimMark } from '../lifecycle/notices'
import { periodOf } from '../lifecycle/reminders'
import { renewOwnedDomain } from './renewal-policy'

export const AUTO_RENEW_JOB = 'auto-renew'
export const AUTO_RENEW_DAYS_BEFORE = 7

const payloadSchema = z.object({
  key: z.string(),
  domainId: z.number().int(),
  userId: z.number().int(),
  domain: z.string(),
  expiresAt: z.string(),
})
type Payload = z.infer<typeof payloadSchema>

export const autoRenewalDescription = (domain: string) => `Auto-renewal: ${domain}, 1 year`

/** Enqueues an auto-renewal for every switched-on name 7 days or less from expiry, once a period. */
export async function enqueueDueAutoRenewals(db: Db): Promise<number> {
  const due = rowsOf<{
    id: string | number
    user_id: string | number
    domain: string
    expires_at: string | Date
    period: string
  }>(
    await db.execute(sql`
      select d.id, d.user_id, d.domain, d.expires_at, ${periodOf(sql`d.expires_at`)} as period
      from domains d join users u on u.tg_id = d.user_id
      where d.status in ('active', 'expired') and ${autoRenewSql}
        and d.expires_at - make_interval(days => ${AUTO_RENEW_DAYS_BEFORE}::int) <= now()
        and not exists (select 1 from lifecycle_marks m
          where m.key = 'autorenew:' || d.id || ':' || ${periodOf(sql`d.expires_at`)})`),
  )
  let n = 0
  for (const r of due) {
    const key = `autorenew:${r.id}:${r.period}`
    const payload: Payload = {
      key,
      domainId: Number(r.id),
      userId: Number(r.user_id),
      domain: r.domain,
      expiresAt: new Date(r.expires_at).toISOString(),
    }
    const created = await db.transaction(async (tx) => {
      if (!(await claimMark(tx, key))) return false
      await enqueue(tx, { kind: AUTO_RENEW_JOB, payload, dedupeKey: key })
      return true
    })
    if (created) n += 1
  }
  return n
}

class AlreadyRenewed extends Error {}

export async function runAutoRenewal(db: Db, registrar: Registrar, p: Payload) {
  const [row] = await db.select().from(domains).where(eq(domains.id, p.domainId))
  // Renewed by hand meanwhile (a new period), or no longer the same owner's: nothing to do.
  if (row?.expiresAt?.toISOString() !== p.expiresAt || row.userId !== p.userId)
    return 'skipped' as const
  // Past grace a renewal costs a redemption fee: that is the owner's decision, not the switch's.
  if (row.status !== 'active' && row.status !== 'expired') return 'skipped' as const
  try {
    const outcome = await renewOwnedDomain(db, registrar, p.userId, p.domain, 1, {
      description: autoRenewalDescription(row.domain),
      hooks: {
        // The mark's row, locked for the transaction: renewed already by an earlier run, it stops.
        first: sql`select ${lifecycleMarks.orderId} as order_id from ${lifecycleMarks}
          where ${lifecycleMarks.key} = ${p.key}::text for update`,
        opened: (_tx, rows) => {
          if ((rows[0] as { order_id?: unknown } | undefined)?.order_id != null)
            throw new AlreadyRenewed()
        },
        last: (o) =>
          o.ok
            ? sql`update ${lifecycleMarks} set order_id = ${o.orderId}::bigint
                where ${lifecycleMarks.key} = ${p.key}::text`
            : undefined,
      },
    })
    if (outcome.ok) return 'renewed' as const
    if (outcome.error === 'insufficient_funds') {
      await db.transaction((tx) =>
        claimAndNotify(tx, `autorenew-short:${p.domainId}:${p.expiresAt}`, {
          kind: 'autorenew_short',
          userId: p.userId,
          domain: row.domain,
          needCents: outcome.needCents - outcome.balanceCents,
          priceCents: outcome.needCents,
        }),
      )
      // Tried again daily while the name stays renewable at its price, so a top-up is enough.
      const tomorrow = new Date(Date.now() + 86_400_000)
      await enqueue(db, {
        kind: AUTO_RENEW_JOB,
        payload: p,
        dedupeKey: `${p.key}:${tomorrow.toISOString().slice(0, 10)}`,
        runAt: tomorrow,
      })
      return 'short' as const
    }
    return outcome.error
  } catch (err) {
    if (err instanceof AlreadyRenewed) return 'already' as const
    throw err
  }
}

export function autoRenewJobs({ db, registrar }: { db: Db; registrar: Registrar }) {
  const handler: JobHandler = async (raw, ctx) => {
    const parsed = payloadSchema.safeParse(raw)
    if (!parsed.success) {
      ctx.logger.error({ payload: raw }, 'auto-renew job with a bad payload dropped')
      return
    }
    const result = await runAutoRenewal(db, registrar, parsed.data)
    ctx.logger.info({ domain: parsed.data.domain, result }, 'auto-renewal processed')
  }
  return { [AUTO_RENEW_JOB]: handler }
}
