import {
  getAdminStats,
  getAdminVisits,
  listAdminAudit,
  listAdminBans,
} from '@contract/admin-reports.endpoints'
import { centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import { dailyFigures, listBans, visitCounts, type DayFigures } from '../../core/admin/reports'
import { listAudit } from '../../core/admin/audit'
import type { Router } from '../route'
import { pageInfo, paging } from './params'
import { resolveRange } from './range'

const ZERO: DayFigures = {
  purchasesCents: 0,
  refundsCents: 0,
  depositsCents: 0,
  purchaseCount: 0,
  newUsers: 0,
}

const present = (f: DayFigures) => ({
  revenue: centsToUsd(f.purchasesCents - f.refundsCents),
  purchases: centsToUsd(f.purchasesCents),
  refunds: centsToUsd(f.refundsCents),
  deposits: centsToUsd(f.depositsCents),
  new_users: f.newUsers,
  purchase_count: f.purchaseCount,
})

export function mountAdminReportRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(getAdminStats, async ({ c, query }) => {
      const range = resolveRange(query)
      const byDay = await dailyFigures(db, range)
      const total = { ...ZERO }
      const days = range.days.map((date) => {
        const f = byDay.get(date) ?? ZERO
        for (const k of Object.keys(total) as (keyof DayFigures)[]) total[k] += f[k]
        return { date, ...present(f) }
      })
      return c.json({ from: range.from, to: range.to, days, totals: present(total) })
    })
    .mount(getAdminVisits, async ({ c, query }) => {
      const range = resolveRange(query)
      const rows = await visitCounts(db, range)
      const totals = new Map<string, number>()
      for (const r of rows) totals.set(r.pagePath, (totals.get(r.pagePath) ?? 0) + r.count)
      return c.json({
        from: range.from,
        to: range.to,
        days: rows.map((r) => ({ date: r.day, page_path: r.pagePath, count: r.count })),
        totals: [...totals]
          .map(([page_path, count]) => ({ page_path, count }))
          .sort((a, b) => b.count - a.count),
      })
    })
    .mount(listAdminBans, async ({ c }) => {
      const bans = await listBans(db)
      return c.json({
        bans: bans.map(({ user, ban }) => ({
          tg_id: user.tgId,
          username: user.username,
          first_name: user.firstName,
          last_name: user.lastName,
          ban_reason: user.banReason,
          banned_at: ban?.createdAt.toISOString() ?? null,
          banned_by: ban?.actor ?? null,
        })),
      })
    })
    .mount(listAdminAudit, async ({ c, query }) => {
      const p = paging(query, 'id')
      const page = await listAudit(db, {
        action: query.action,
        actor: query.actor,
        limit: p.limit,
        cursor: p.cursor,
      })
      return c.json({
        entries: page.rows.map((r) => ({
          id: r.id,
          actor: r.actor,
          action: r.action,
          target: r.target,
          before: r.before,
          after: r.after,
          created_at: r.createdAt.toISOString(),
        })),
        ...pageInfo(page, p.pageSize),
      })
    })
}
