import {
  adjustAdminUserBalance,
  banAdminUser,
  getAdminUser,
  listAdminUsers,
  unbanAdminUser,
} from '@contract/admin.endpoints'
import { formatUsd, usdToCents, centsToUsd } from '@contract/money'
import type { Db } from '../../db/client'
import { findEntry } from '../../core/admin/records'
import { adjustBalance, getUserDetail, searchUsers, setBan } from '../../core/admin/users'
import { HttpError } from '../errors'
import type { Router } from '../route'
import { presentUser } from '../user/user.presenters'
import { presentDomain, presentEntry } from './admin.presenters'
import { idParam, notFound, pageInfo, paging } from './params'

export function mountAdminUserRoutes(router: Router, { db }: { db: Db }) {
  router
    .mount(listAdminUsers, async ({ c, query }) => {
      const p = paging(query, 'time-id')
      const page = await searchUsers(db, { q: query.q, limit: p.limit, cursor: p.cursor })
      return c.json({ users: page.rows.map(presentUser), ...pageInfo(page, p.pageSize) })
    })
    .mount(getAdminUser, async ({ c }) => {
      const detail = await getUserDetail(db, idParam(c, 'tg_id'))
      if (!detail) throw notFound('User')
      return c.json({
        user: presentUser(detail.user),
        domains: detail.domains.map(presentDomain),
        transactions: detail.transactions.map(presentEntry),
      })
    })
    .mount(banAdminUser, async ({ c, body }) => {
      const user = await setBan(db, idParam(c, 'tg_id'), body.reason, c.get('admin').actor)
      if (!user) throw notFound('User')
      return c.json({ user: presentUser(user) })
    })
    .mount(unbanAdminUser, async ({ c }) => {
      const user = await setBan(db, idParam(c, 'tg_id'), null, c.get('admin').actor)
      if (!user) throw notFound('User')
      return c.json({ user: presentUser(user) })
    })
    .mount(adjustAdminUserBalance, async ({ c, body }) => {
      const cents = usdToCents(body.amount)
      const result = await adjustBalance(
        db,
        idParam(c, 'tg_id'),
        cents,
        body.reason,
        c.get('admin').actor,
      )
      if (!result.ok && result.reason === 'not_found') throw notFound('User')
      if (!result.ok) {
        const balance = 'balanceCents' in result ? result.balanceCents : 0
        throw new HttpError(
          409,
          'insufficient_funds',
          `Cannot debit ${formatUsd(-cents / 100)}: the balance is ${formatUsd(centsToUsd(balance))} and may not go below zero`,
          'amount',
          { balance: centsToUsd(balance) },
        )
      }
      const entry = await findEntry(db, result.entryId)
      if (!entry) throw new Error('adjustment entry not found after booking')
      return c.json({ user: presentUser(result.user), transaction: presentEntry(entry) })
    })
}
