import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, ledgerEntries, users } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'

describe.each(dbKinds)('admin users on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
    await signUp(t, 3001, { first_name: 'Boris', username: 'boris_b' })
    await signUp(t, 3002, { first_name: 'Vera', username: 'vera_100' })
    await signUp(t, 3003, { first_name: 'Anna', username: 'anna' })
  })
  afterAll(() => t.close())

  const balanceOf = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.tgId, id)))[0]?.balanceCents
  const audits = (action: string, target: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))

  it('searches by id, username and name, paged', async () => {
    const byId = await json<{ users: { tg_id: number }[]; total: number }>(
      await t.admin('/api/admin/users?q=3002'),
    )
    expect(byId.users.map((u) => u.tg_id)).toEqual([3002])
    const byUsername = await json<{ users: { tg_id: number }[] }>(
      await t.admin('/api/admin/users?q=%40boris'),
    )
    expect(byUsername.users.map((u) => u.tg_id)).toEqual([3001])
    const byName = await json<{ users: { tg_id: number }[] }>(
      await t.admin('/api/admin/users?q=ann'),
    )
    expect(byName.users.map((u) => u.tg_id)).toEqual([3003])
    // LIKE wildcards in the query are literal characters.
    const wildcard = await json<{ total: number }>(await t.admin('/api/admin/users?q=%25'))
    expect(wildcard.total).toBe(0)
    const first = await json<{ next_cursor: string }>(await t.admin('/api/admin/users?page_size=2'))
    const page = await json<{ users: unknown[]; total: number; page_size: number }>(
      await t.admin(`/api/admin/users?page_size=2&cursor=${first.next_cursor}`),
    )
    expect(page).toMatchObject({ total: 3, page_size: 2 })
    expect(page.users).toHaveLength(1)
    const bad = await t.admin('/api/admin/users?page_size=1000')
    expect(bad.status).toBe(400)
    expect(await json(bad)).toMatchObject({ field: 'page_size' })
  })

  it('credits and debits through the ledger as adjustments, never below zero, and audits it', async () => {
    const credit = await t.admin('/api/admin/users/3001/balance', {
      method: 'POST',
      json: { amount: 10.5, reason: 'Goodwill' },
    })
    expect(credit.status).toBe(200)
    const body = await json<{ user: { balance: number }; transaction: Record<string, unknown> }>(
      credit,
    )
    expect(body.user.balance).toBe(10.5)
    expect(body.transaction).toMatchObject({
      type: 'adjustment',
      amount: 10.5,
      description: 'Goodwill',
      status: 'completed',
      user_id: 3001,
    })

    const tooMuch = await t.admin('/api/admin/users/3001/balance', {
      method: 'POST',
      json: { amount: -20, reason: 'Chargeback' },
    })
    expect(tooMuch.status).toBe(409)
    expect(await json(tooMuch)).toMatchObject({ error: 'insufficient_funds', balance: 10.5 })
    expect(await balanceOf(3001)).toBe(1050)

    const debit = await t.admin('/api/admin/users/3001/balance', {
      method: 'POST',
      json: { amount: -10.5, reason: 'Chargeback' },
    })
    expect(debit.status).toBe(200)
    expect((await json<{ transaction: { amount: number } }>(debit)).transaction.amount).toBe(-10.5)
    expect(await balanceOf(3001)).toBe(0)

    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, 3001))
    expect(entries.map((e) => [e.type, e.amountCents])).toEqual([
      ['adjustment', 1050],
      ['adjustment', -1050],
    ])
    expect(await ledgerSum(t.database.db, 3001)).toBe(0)
    const logged = await audits('user.balance', 'user:3001')
    expect(
      logged.map((a) => [
        a.actor,
        (a.before as { balance_cents: number }).balance_cents,
        (a.after as { balance_cents: number }).balance_cents,
      ]),
    ).toEqual([
      ['token', 0, 1050],
      ['token', 1050, 0],
    ])
  })

  it('refuses bad adjustments with a 400 naming the field, and unknown users with 404', async () => {
    for (const [json_, field] of [
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: 1.234, reason: 'x' }, 'amount'],
      [{ amount: '5', reason: 'x' }, 'amount'],
      [{ amount: 5 }, 'reason'],
      [{ amount: 5, reason: '   ' }, 'reason'],
    ] as const) {
      const res = await t.admin('/api/admin/users/3001/balance', { method: 'POST', json: json_ })
      expect(res.status, JSON.stringify(json_)).toBe(400)
      expect(await json(res)).toMatchObject({ field })
    }
    const badId = await t.admin('/api/admin/users/abc/balance', {
      method: 'POST',
      json: { amount: 5, reason: 'x' },
    })
    expect(badId.status).toBe(400)
    expect(await json(badId)).toMatchObject({ field: 'tg_id' })
    expect(
      (
        await t.admin('/api/admin/users/999999/balance', {
          method: 'POST',
          json: { amount: 5, reason: 'x' },
        })
      ).status,
    ).toBe(404)
    expect((await t.admin('/api/admin/users/999999')).status).toBe(404)
  })

  it('bans a user, who then gets 403 with the reason; unbanning lets them back; both audited', async () => {
    const ban = await t.admin('/api/admin/users/3002/ban', {
      method: 'POST',
      json: { reason: 'Fraud' },
    })
    expect(ban.status).toBe(200)
    expect(await json(ban)).toMatchObject({
      user: { tg_id: 3002, is_banned: true, ban_reason: 'Fraud' },
    })

    const blocked = await t.request('/api/user/profile', { user: { id: 3002 } })
    expect(blocked.status).toBe(403)
    expect(await json(blocked)).toEqual({ banned: true, reason: 'Fraud' })

    const bans = await json<{ bans: Record<string, unknown>[] }>(await t.admin('/api/admin/bans'))
    expect(bans.bans).toEqual([
      expect.objectContaining({
        tg_id: 3002,
        ban_reason: 'Fraud',
        banned_by: 'token',
        banned_at: expect.any(String) as unknown,
      }),
    ])

    const [banned] = await audits('user.ban', 'user:3002')
    expect(banned).toMatchObject({
      actor: 'token',
      before: { is_banned: false, ban_reason: null },
      after: { is_banned: true, ban_reason: 'Fraud' },
    })

    expect((await t.admin('/api/admin/users/3002/unban', { method: 'POST' })).status).toBe(200)
    expect((await t.request('/api/user/profile', { user: { id: 3002 } })).status).toBe(200)
    expect((await audits('user.unban', 'user:3002')).length).toBe(1)
    expect((await json<{ bans: unknown[] }>(await t.admin('/api/admin/bans'))).bans).toEqual([])

    const noReason = await t.admin('/api/admin/users/3002/ban', { method: 'POST', json: {} })
    expect(noReason.status).toBe(400)
    expect(await json(noReason)).toMatchObject({ field: 'reason' })
  })

  it('shows a user with balance, domains and transactions', async () => {
    await t.admin('/api/admin/users/3003/balance', {
      method: 'POST',
      json: { amount: 3, reason: 'Welcome' },
    })
    const res = await t.admin('/api/admin/users/3003')
    expect(res.status).toBe(200)
    const detail = await json<{
      user: { balance: number }
      domains: unknown[]
      transactions: { amount: number }[]
    }>(res)
    expect(detail.user.balance).toBe(3)
    expect(detail.domains).toEqual([])
    expect(detail.transactions.map((x) => x.amount)).toEqual([3])
  })

  it('replays a balance adjustment sent twice with one Idempotency-Key', async () => {
    const send = () =>
      t.admin('/api/admin/users/3003/balance', {
        method: 'POST',
        json: { amount: 1, reason: 'Retry-safe' },
        headers: { 'Idempotency-Key': 'adj-3003-1' },
      })
    const [a, b] = [await send(), await send()]
    expect(a.status).toBe(200)
    expect(b.headers.get('idempotent-replayed')).toBe('true')
    expect(await balanceOf(3003)).toBe(400)
  })
})
