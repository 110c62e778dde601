import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ledgerEntries, users, visits } from '../../../../server/db/schema'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'

const at = (iso: string) => new Date(iso)

describe.each(dbKinds)('admin reports on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
    await signUp(t, 9001, { username: 'first' })
    await signUp(t, 9002, { username: 'second' })
    const db = t.database.db
    await db
      .update(users)
      .set({ createdAt: at('2024-03-01T10:00:00Z') })
      .where(eq(users.tgId, 9001))
    await db
      .update(users)
      .set({ createdAt: at('2024-03-02T23:59:00Z') })
      .where(eq(users.tgId, 9002))
    // Dated history written straight into the ledger table: these tests read reports, not balances.
    await db.insert(ledgerEntries).values([
      {
        userId: 9001,
        type: 'deposit',
        amountCents: 1000,
        createdAt: at('2024-03-01T09:00:00Z'),
        reference: 'dep-1',
      },
      { userId: 9001, type: 'purchase', amountCents: -600, createdAt: at('2024-03-01T12:00:00Z') },
      {
        userId: 9001,
        type: 'refund',
        amountCents: 200,
        createdAt: at('2024-03-02T00:30:00Z'),
        reference: 'ref-1',
      },
      { userId: 9002, type: 'purchase', amountCents: -300, createdAt: at('2024-03-02T13:00:00Z') },
      {
        userId: 9002,
        type: 'deposit',
        amountCents: 5000,
        status: 'pending',
        createdAt: at('2024-03-02T14:00:00Z'),
        reference: 'dep-2',
      },
      { userId: 9002, type: 'adjustment', amountCents: 700, createdAt: at('2024-03-03T08:00:00Z') },
    ])
    await db.insert(visits).values([
      { userId: 9001, pagePath: '/', createdAt: at('2024-03-01T08:00:00Z') },
      { userId: 9001, pagePath: '/', createdAt: at('2024-03-01T09:00:00Z') },
      { userId: 9002, pagePath: '/buy', createdAt: at('2024-03-01T09:30:00Z') },
      { userId: 9002, pagePath: '/', createdAt: at('2024-03-03T09:30:00Z') },
      { userId: 9002, pagePath: '/', createdAt: at('2024-04-01T09:30:00Z') },
    ])
  })
  afterAll(() => t.close())

  it('sums revenue, deposits, new users and purchases per UTC day, with totals', async () => {
    const res = await t.admin('/api/admin/stats?from=2024-03-01&to=2024-03-03')
    expect(res.status).toBe(200)
    const body = await json(res)
    const zero = {
      revenue: 0,
      purchases: 0,
      refunds: 0,
      deposits: 0,
      new_users: 0,
      purchase_count: 0,
    }
    expect(body).toEqual({
      from: '2024-03-01',
      to: '2024-03-03',
      days: [
        {
          date: '2024-03-01',
          ...zero,
          revenue: 6,
          purchases: 6,
          deposits: 10,
          new_users: 1,
          purchase_count: 1,
        },
        {
          date: '2024-03-02',
          ...zero,
          revenue: 1,
          purchases: 3,
          refunds: 2,
          new_users: 1,
          purchase_count: 1,
        },
        { date: '2024-03-03', ...zero },
      ],
      totals: {
        revenue: 7,
        purchases: 9,
        refunds: 2,
        deposits: 10,
        new_users: 2,
        purchase_count: 2,
      },
    })
  })

  it('defaults to the last 30 days and refuses bad ranges naming the field', async () => {
    const body = await json<{ days: unknown[]; to: string }>(await t.admin('/api/admin/stats'))
    expect(body.days).toHaveLength(30)
    expect(body.to).toBe(new Date().toISOString().slice(0, 10))
    for (const [q, field] of [
      ['from=2024-03-05&to=2024-03-01', 'from'],
      ['from=2020-01-01&to=2024-01-01', 'to'],
      ['from=2024-02-30', 'from'],
      ['to=yesterday', 'to'],
    ] as const) {
      const res = await t.admin(`/api/admin/stats?${q}`)
      expect(res.status, q).toBe(400)
      expect(await json(res)).toMatchObject({ field })
    }
  })

  it('filters transactions by type, status, user and date', async () => {
    const list = async (q: string) =>
      await json<{ transactions: { amount: number }[]; total: number }>(
        await t.admin(`/api/admin/transactions?${q}`),
      )
    expect((await list('')).total).toBe(6)
    expect((await list('type=purchase')).transactions.map((x) => x.amount)).toEqual([-3, -6])
    expect((await list('status=pending')).transactions.map((x) => x.amount)).toEqual([50])
    expect((await list('user=9001')).total).toBe(3)
    expect((await list('from=2024-03-02&to=2024-03-02')).transactions.map((x) => x.amount)).toEqual(
      [50, -3, 2],
    )
    expect((await list('from=2024-03-03')).total).toBe(1)
    expect((await list('type=&status=&user=&from=&to=')).total).toBe(6)
    const first = await json<{ transactions: unknown[]; next_cursor: string }>(
      await t.admin('/api/admin/transactions?page_size=4'),
    )
    const paged = await json<{ transactions: unknown[]; next_cursor: string | null }>(
      await t.admin(`/api/admin/transactions?page_size=4&cursor=${first.next_cursor}`),
    )
    expect(paged.transactions).toHaveLength(2)
    expect(paged.next_cursor).toBeNull()
    // A cursor of another list (users are keyed by time and id) is refused.
    const users = await json<{ next_cursor: string }>(await t.admin('/api/admin/users?page_size=1'))
    for (const [q, field] of [
      ['type=gift', 'type'],
      ['user=bob', 'user'],
      ['page=0', 'page'],
      ['page=2', 'page'],
      [`cursor=${users.next_cursor}`, 'cursor'],
    ] as const) {
      const res = await t.admin(`/api/admin/transactions?${q}`)
      expect(res.status, q).toBe(400)
      expect(await json(res)).toMatchObject({ field })
    }
  })

  it('counts page visits per day and per path', async () => {
    const body = await json(await t.admin('/api/admin/visits?from=2024-03-01&to=2024-03-31'))
    expect(body).toEqual({
      from: '2024-03-01',
      to: '2024-03-31',
      days: [
        { date: '2024-03-01', page_path: '/', count: 2 },
        { date: '2024-03-01', page_path: '/buy', count: 1 },
        { date: '2024-03-03', page_path: '/', count: 1 },
      ],
      totals: [
        { page_path: '/', count: 3 },
        { page_path: '/buy', count: 1 },
      ],
    })
  })

  it('pages through the audit log, newest first, filtered by action', async () => {
    await t.admin('/api/admin/users/9001/ban', { method: 'POST', json: { reason: 'Spam' } })
    await t.admin('/api/admin/users/9001/unban', { method: 'POST' })
    const all = await json<{
      entries: { action: string; actor: string; target: string }[]
      total: number
    }>(await t.admin('/api/admin/audit'))
    expect(all.entries.map((e) => e.action)).toEqual(['user.unban', 'user.ban'])
    expect(all.entries[1]).toMatchObject({
      actor: 'token',
      target: 'user:9001',
      before: { is_banned: false },
      after: { ban_reason: 'Spam' },
    })
    const bans = await json<{ total: number }>(await t.admin('/api/admin/audit?action=user.ban'))
    expect(bans.total).toBe(1)
  })
})
