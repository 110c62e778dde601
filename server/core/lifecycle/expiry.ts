// The expiry lifecycle of an owned name: active -> expiring soon (30 days left) -> expired (grace:
// renewable at the renewal price) -> redemption (renewable only with the TLD's redemption fee, or
// not at all) -> released. The worker moves rows by the database's clock (SQL now()), so any number
// of processes agree on the time; "expiring soon" is read from the expiry, never stored.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { domains } from '../../db/schema'
import { getSettings, type Settings } from '../admin/settings'

export const EXPIRING_SOON_DAYS = 30
const DAY_MS = 86_400_000

export type LifecycleState = 'active' | 'expiring' | 'expired' | 'redemption' | 'released'

export interface TldLifecycle {
  graceDays: number
  redemptionDays: number
  /** null: a name in redemption cannot be renewed. */
  redemptionFeeCents: number | null
}

export const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1)

export function tldLifecycle(s: Settings, tld: string): TldLifecycle {
  const o = s.lifecycle_overrides[tld] ?? {}
  return {
    graceDays: o.grace_days ?? s.lifecycle_grace_days,
    redemptionDays: o.redemption_days ?? s.lifecycle_redemption_days,
    redemptionFeeCents:
      o.redemption_fee_cents !== undefined
        ? o.redemption_fee_cents
        : s.lifecycle_redemption_fee_cents,
  }
}

export interface LifecycleView {
  state: LifecycleState
  /** Whole days until the next state (expiry, end of grace, release); 0 on the last day. */
  daysLeft: number
  renewable: boolean
  /** Added to a renewal in redemption. */
  feeCents: number | null
}

type Row = Pick<typeof domains.$inferSelect, 'domain' | 'status' | 'expiresAt'>

/** What the panel and the domain page show; the stored status decides, the clock only counts. */
export function lifecycleView(row: Row, cfg: TldLifecycle, now: Date): LifecycleView | null {
  if (!row.expiresAt) return null
  const expires = row.expiresAt.getTime()
  const until = (t: number) => Math.max(0, Math.ceil((t - now.getTime()) / DAY_MS))
  const graceEnd = expires + cfg.graceDays * DAY_MS
  switch (row.status) {
    case 'expired':
      return { state: 'expired', daysLeft: until(graceEnd), renewable: true, feeCents: null }
    case 'redemption':
      return {
        state: 'redemption',
        daysLeft: until(graceEnd + cfg.redemptionDays * DAY_MS),
        renewable: cfg.redemptionFeeCents !== null,
        feeCents: cfg.redemptionFeeCents,
      }
    case 'released':
      return { state: 'released', daysLeft: 0, renewable: false, feeCents: null }
    case 'active': {
      const daysLeft = until(expires)
      const soon = daysLeft <= EXPIRING_SOON_DAYS
      return { state: soon ? 'expiring' : 'active', daysLeft, renewable: true, feeCents: null }
    }
    default:
      return null
  }
}

/** Per-TLD grace and redemption lengths as SQL rows (TLDs without an override use the defaults). */
function configRows(s: Settings) {
  const rows = Object.keys(s.lifecycle_overrides).map((tld) => {
    const c = tldLifecycle(s, tld)
    return sql`(${tld}::text, ${c.graceDays}::int, ${c.redemptionDays}::int)`
  })
  // One row that matches no TLD keeps the VALUES list valid when there are no overrides.
  rows.push(sql`(''::text, 0, 0)`)
  return sql.join(rows, sql`, `)
}

export interface Transition {
  id: number
  domain: string
  userId: number
  status: 'expired' | 'redemption' | 'released'
}

/**
 * Moves every name whose time has come, in one statement: rows move only forward and only when
 * their state changes, so concurrent workers or repeated runs change each row once. A name with a
 * renewal still held is left where it is until that renewal settles.
 */
export async function advanceLifecycle(db: Db): Promise<Transition[]> {
  const s = await getSettings(db)
  const result = await db.execute(sql`
    with cfg(tld, grace, redemption) as (values ${configRows(s)}),
    due as (
      select d.id,
        case
          when d.expires_at + make_interval(days => coalesce(c.grace, ${s.lifecycle_grace_days}::int)
            + coalesce(c.redemption, ${s.lifecycle_redemption_days}::int)) <= now() then 'released'
          when d.expires_at + make_interval(days => coalesce(c.grace, ${s.lifecycle_grace_days}::int))
            <= now() then 'redemption'
          else 'expired'
        end as next
      from domains d
      left join cfg c on c.tld = substring(d.domain from '[^.]+$')
      where d.status in ('active', 'expired', 'redemption') and d.expires_at <= now()
        and not exists (
          select 1 from jobs j join orders o on o.id = (j.payload->>'orderId')::bigint
          where j.kind = 'renew-domain' and (j.payload->>'domainId')::bigint = d.id
            and o.status = 'held')
      for update of d skip locked
    )
    update domains set status = due.next, updated_at = now()
    from due
    where domains.id = due.id and domains.status <> due.next
      and not (domains.status = 'redemption' and due.next = 'expired')
      and not (domains.status = 'released')
    returning domains.id, domains.domain, domains.user_id, domains.status`)
  const rows = rowsOf<{
    id: string | number
    domain: string
    user_id: string | number
    status: Transition['status']
  }>(result)
  return rows.map((r) => ({
    id: Number(r.id),
    domain: r.domain,
    userId: Number(r.user_id),
    status: r.status,
  }))
}
