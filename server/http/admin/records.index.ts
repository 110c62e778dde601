import { listAdminDomains, listAdminTransactions } from '@contract/admin-records.endpoints'
import type { Db } from '../../db/client'
import { listDomains, listEntries } from '../../core/admin/records'
import type { Router } from '../route'
import { presentDomain, presentEntry } from './admin.presenters'
import { pageInfo, paging } from './params'
import { dayBounds } from './range'

export function mountAdminRecordRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(listAdminDomains, async ({ c, query }) => {
      const p = paging(query, 'id')
      const page = await listDomains(db, {
        status: query.status,
        q: query.q || undefined,
        limit: p.limit,
        cursor: p.cursor,
      })
      return c.json({ domains: page.rows.map(presentDomain), ...pageInfo(page, p.pageSize) })
    })
    .mount(listAdminTransactions, async ({ c, query }) => {
      const p = paging(query, 'id')
      const { start, end } = dayBounds(query)
      const page = await listEntries(db, {
        type: query.type,
        status: query.status,
        userId: query.user !== undefined ? Number(query.user) : undefined,
        from: start,
        until: end,
        limit: p.limit,
        cursor: p.cursor,
      })
      return c.json({ transactions: page.rows.map(presentEntry), ...pageInfo(page, p.pageSize) })
    })
}
