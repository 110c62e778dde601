import { listAdminDomains, listAdminTransactions } from '@contract/admin-records.endpoints'
import type { Db } from '../../db/client'
import { listDomains, listEntries } from '../../core/admin/records'
import type { Router } from '../route'
import { presentDomain, presentEntry } from './admin.presenters'
import { paging } from './params'
import { dayBounds } from './range'

export function mountAdminRecordRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(listAdminDomains, async ({ c, query }) => {
      const p = paging(query)
      const { rows, total } = await listDomains(db, {
        status: query.status,
        q: query.q || undefined,
        limit: p.limit,
        offset: p.offset,
      })
      return c.json({
        domains: rows.map(presentDomain),
        total,
        page: p.page,
        page_size: p.pageSize,
      })
    })
    .mount(listAdminTransactions, async ({ c, query }) => {
      const p = paging(query)
      const { start, end } = dayBounds(query)
      const { rows, total } = await listEntries(db, {
        type: query.type,
        status: query.status,
        userId: query.user !== undefined ? Number(query.user) : undefined,
        from: start,
        until: end,
        limit: p.limit,
        offset: p.offset,
      })
      return c.json({
        transactions: rows.map(presentEntry),
        total,
        page: p.page,
        page_size: p.pageSize,
      })
    })
}
