import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { transactionsResponse } from '@contract/domains'
import { runAutoRenewal } from '../../../../server/core/renewal/auto-renew'
import { debit, ledgerSum } from '../../../../server/core/ledger/ledger'
import { lifecycleMarks, orders } from '../../../../server/db/schema'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import type { TestApp } from '../../../helpers/test-app'
import { withLifecycleWorkers, type LifecycleWorkers } from '../../../helpers/test-lifecycle'

describe.each(dbKinds)('auto-renew with two workers on %s', (kind) => {
  let t: TestApp
  let life: LifecycleWorkers
  withLifecycleWorkers(kind, (app, workers) => {
    t = app
    life = workers
  })

  const renewals = (userId: number) =>
    t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.kind, 'renewal')))
  const toggle = (userId: number, domain: string, on: boolean) =>
    t.post(`/api/user/domains/${domain}/lifecycle`, { auto_renew: on }, { user: { id: userId } })

  it('renews a switched-on name once at 7 days before expiry, with its own history line', async () => {
    const userId = 5201
    const name = freeName('auto')
    await t.fund(10_000, userId)
    await t.own(userId, [name])
    expect((await toggle(userId, name, true)).status).toBe(200)
    await life.expireIn(name, 8)
    await life.tickBoth()
    expect(await renewals(userId)).toHaveLength(0)

    const before = await t.balance(userId)
    const expiresBefore = (await life.row(name))?.expiresAt
    await life.expireIn(name, 6.9)
    const period = (await life.row(name))?.expiresAt
    await life.tickBoth()
    await life.tickBoth()
    const done = await renewals(userId)
    expect(done).toHaveLength(1)
    expect(done[0]?.status).toBe('completed')
    const after = await life.row(name)
    expect(after?.expiresAt?.getTime()).toBeGreaterThan((period ?? new Date()).getTime())
    expect(expiresBefore).toBeDefined()
    expect(await t.balance(userId)).toBe(before - (done[0]?.totalCents ?? 0))
    expect(await ledgerSum(t.db, userId)).toBe(await t.balance(userId))

    const history = transactionsResponse.parse(
      (await t.post('/api/user/transactions', {}, { user: { id: userId } })).body,
    ).transactions
    expect(history.map((h) => h.description)).toContain(`Auto-renewal: ${name}, 1 year`)
    // The renewal's chat notice, once.
    expect(
      life.sent.filter((m) => m.chatId === userId && /Продление завершено/.test(m.text)),
    ).toHaveLength(1)
  })

  it('charges nothing when the job runs again after a crash', async () => {
    const userId = 5202
    const name = freeName('again')
    await t.fund(10_000, userId)
    await t.own(userId, [name])
    await toggle(userId, name, true)
    await life.expireIn(name, 5)
    const row = await life.row(name)
    const expiresAt = row?.expiresAt?.toISOString() ?? ''
    const key = `autorenew:${row?.id}:${expiresAt.slice(0, 19)}Z`
    await t.db.insert(lifecycleMarks).values({ key })
    const payload = { key, domainId: row?.id ?? 0, userId, domain: name, expiresAt }
    const runs = await Promise.all([
      runAutoRenewal(t.db, t.providers.registrar, payload),
      runAutoRenewal(t.db, t.providers.registrar, payload),
    ])
    expect(runs.filter((r) => r === 'renewed')).toHaveLength(1)
    // A retry of the same job (the first one's process died after the renewal committed).
    expect(await runAutoRenewal(t.db, t.providers.registrar, payload)).not.toBe('renewed')
    expect(await renewals(userId)).toHaveLength(1)
  })

  it('on a short balance charges nothing and says how much to top up', async () => {
    const userId = 5203
    const name = freeName('short')
    await t.fund(5_000, userId)
    await t.own(userId, [name])
    await toggle(userId, name, true)
    const spare = await t.balance(userId)
    await debit(t.db, 'adjustment', { userId, amountCents: spare, description: 'Spent elsewhere' })
    await life.expireIn(name, 6)
    await life.tickBoth()
    await life.tickBoth()
    expect(await renewals(userId)).toHaveLength(0)
    const short = life.sent.filter((m) => m.chatId === userId && /не хватает/.test(m.text))
    expect(short).toHaveLength(1)
    expect(short[0]?.url).toContain('startapp=topup')
    expect(await t.balance(userId)).toBe(0)
  })

  it('switches on for names bought after the profile default is turned on', async () => {
    const userId = 5204
    const [old, fresh] = [freeName('olddefault'), freeName('newdefault')]
    await t.fund(10_000, userId)
    await t.own(userId, [old])
    const set = await t.post(
      '/api/user/auto-renew-default',
      { enabled: true },
      { user: { id: userId } },
    )
    expect(set.body).toEqual({ enabled: true })
    await t.own(userId, [fresh])
    const list = (await t.ownedDomains(userId)).map((d) => [d.domain, d.lifecycle?.auto_renew])
    expect(Object.fromEntries(list)).toEqual({ [old]: false, [fresh]: true })
  })
})
