import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { renewResponse } from '@contract/renewal'
import { userDomainsResponse } from '@contract/domains'
import { usdToCents } from '@contract/money'
import { setSettings } from '../../../../server/core/admin/settings'
import { orders } from '../../../../server/db/schema'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import type { TestApp } from '../../../helpers/test-app'
import {
  withLifecycleWorkers,
  WEB_APP_URL,
  type LifecycleWorkers,
} from '../../../helpers/test-lifecycle'

describe.each(dbKinds)('expiry lifecycle with two workers on %s', (kind) => {
  let t: TestApp
  let life: LifecycleWorkers
  withLifecycleWorkers(kind, (app, workers) => {
    t = app
    life = workers
  })

  const lifecycleOf = async (userId: number, domain: string) => {
    const res = await t.post('/api/user/domains', {}, { user: { id: userId } })
    return userDomainsResponse.parse(res.body).domains.find((d) => d.domain === domain)
  }
  const renew = async (userId: number, domain: string, duration: number) => {
    const res = await t.post('/api/renewal/renew', { domain, duration }, { user: { id: userId } })
    expect(res.status).toBe(200)
    return renewResponse.parse(res.body)
  }

  it('walks a name through every state and sends each reminder exactly once', async () => {
    const userId = 5101
    const name = freeName('walk')
    await t.fund(10_000, userId)
    await t.own(userId, [name])
    await life.tickBoth()
    // The purchase's own notice, once.
    expect(life.sent.filter((m) => m.text.includes('Покупка завершена'))).toHaveLength(1)

    expect((await lifecycleOf(userId, name))?.lifecycle?.state).toBe('active')
    const steps: [number, RegExp][] = [
      [29.5, /через 30 дней/],
      [6.5, /через 7 дней/],
      [0.5, /через 1 день/],
      [-0.2, /истекает сегодня/],
    ]
    for (const [days, text] of steps) {
      await life.expireIn(name, days)
      await life.tickBoth()
      await life.tickBoth()
      const matching = life.sent.filter((m) => m.chatId === userId && text.test(m.text))
      expect(matching, `reminder at ${days} days`).toHaveLength(1)
      const param = Buffer.from(name).toString('base64url')
      expect(matching[0]?.url).toBe(`${WEB_APP_URL}?startapp=renew-${param}`)
    }
    const seen = await lifecycleOf(userId, name)
    expect(seen?.status).toBe('expired')
    expect(seen?.lifecycle).toMatchObject({ state: 'expired', renewable: true, days_left: 30 })

    await life.expireIn(name, -31)
    await life.tickBoth()
    expect((await life.row(name))?.status).toBe('redemption')
    expect((await lifecycleOf(userId, name))?.lifecycle).toMatchObject({
      state: 'redemption',
      renewable: false,
      redemption_fee: null,
    })
    const closed = await renew(userId, name, 1)
    expect(closed).toMatchObject({ success: false, error: 'redemption_closed' })

    await life.expireIn(name, -61)
    await life.tickBoth()
    expect((await life.row(name))?.status).toBe('released')
    expect(await lifecycleOf(userId, name)).toBeUndefined()
    // Four reminders, one purchase notice: nothing more, whichever worker sent it.
    expect(life.sent.filter((m) => m.chatId === userId)).toHaveLength(5)
  })

  it('renews an expired name at its price and a redeemed one with the TLD fee', async () => {
    const userId = 5102
    const [grace, redeem] = [freeName('grace'), freeName('redeem')]
    await t.fund(20_000, userId)
    await t.own(userId, [grace, redeem])
    await life.expireIn(grace, -3)
    await life.expireIn(redeem, -40)
    await setSettings(t.db, {
      lifecycle_overrides: {
        com: { grace_days: 30, redemption_days: 30, redemption_fee_cents: 8000 },
      },
    })
    await life.tickBoth()
    expect((await life.row(grace))?.status).toBe('expired')
    expect((await life.row(redeem))?.status).toBe('redemption')

    const price = usdToCents((await lifecycleOf(userId, grace))?.renewal_price ?? 0)
    const before = await t.balance(userId)
    const renewed = await renew(userId, grace, 2)
    expect(renewed).toMatchObject({ success: true, charged: (price * 2) / 100 })
    expect((await life.row(grace))?.status).toBe('active')

    expect((await lifecycleOf(userId, redeem))?.lifecycle?.redemption_fee).toBe(80)
    const redeemed = await renew(userId, redeem, 1)
    expect(redeemed).toMatchObject({ success: true, charged: (price + 8000) / 100 })
    expect((await life.row(redeem))?.status).toBe('active')
    expect(await t.balance(userId)).toBe(before - price * 3 - 8000)
    await setSettings(t.db, { lifecycle_overrides: {} })
  })

  it('refuses a renewal past the registry maximum with a clear message', async () => {
    const userId = 5103
    const name = freeName('cap', 'tv')
    await t.fund(50_000, userId)
    await t.own(userId, [name])
    const refused = await renew(userId, name, 5)
    expect(refused).toMatchObject({ success: false, error: 'term_too_long', max_years: 5 })
    expect(refused.message).toMatch(/at most 5 years/)
    const held = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.kind, 'renewal')))
    expect(held).toHaveLength(0)
    expect((await renew(userId, name, 4)).success).toBe(true)
  })

  it('stays quiet for a muted name', async () => {
    const userId = 5104
    const name = freeName('muted')
    await t.fund(10_000, userId)
    await t.own(userId, [name])
    const res = await t.post(
      `/api/user/domains/${name}/lifecycle`,
      { reminders_muted: true },
      { user: { id: userId } },
    )
    expect(res.status).toBe(200)
    await life.tickBoth()
    const before = life.sent.filter((m) => m.chatId === userId).length
    await life.expireIn(name, 6.5)
    await life.tickBoth()
    expect(life.sent.filter((m) => m.chatId === userId)).toHaveLength(before)
  })
})
