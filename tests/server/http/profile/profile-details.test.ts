import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileDetailsResponse, referralLinkResponse } from '@contract/profile'
import { domains, visits } from '../../../../server/db/schema'
import { credit, debit } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import type { LaunchUser } from '../../../../server/demo'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('account details and referral link on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
  })
  afterAll(() => t.close())

  const details = async (user: Partial<LaunchUser>, method = 'GET') => {
    const res = await t.request('/api/user/profile/details', { method, user })
    expect(res.status).toBe(200)
    return profileDetailsResponse.parse(await res.json()).profile
  }

  it('answers a new user with their Telegram fields, no visit and zero totals', async () => {
    const profile = await details({
      id: 2001,
      first_name: 'Bob',
      last_name: 'Stone',
      username: 'bob',
    })
    expect(profile).toMatchObject({
      user_id: 2001,
      first_name: 'Bob',
      last_name: 'Stone',
      username: 'bob',
      language_code: 'en',
      last_visit: null,
      stats: {
        total_transactions: 0,
        total_deposits: 0,
        total_purchases: 0,
        deposit_count: 0,
        purchase_count: 0,
        domain_count: 0,
      },
    })
    expect(Number.isNaN(Date.parse(profile.created_at))).toBe(false)
  })

  it('sums deposits and purchases, counts live domains and shows the newest visit (GET and POST)', async () => {
    const id = 2002
    await details({ id })
    const db = t.db
    await credit(db, 'deposit', {
      userId: id,
      amountCents: 1000,
      description: 'a',
      reference: 'c-1',
    })
    await credit(db, 'deposit', {
      userId: id,
      amountCents: 2550,
      description: 'b',
      reference: 'c-2',
    })
    await credit(db, 'promo', {
      userId: id,
      amountCents: 300,
      description: 'promo',
      reference: 'P:2002',
    })
    await debit(db, 'purchase', { userId: id, amountCents: 1048, description: 'x.com' })
    await db.insert(domains).values([
      {
        userId: id,
        domain: 'live-2002.com',
        status: 'active',
        priceCents: 1048,
        renewalCents: 1048,
      },
      {
        userId: id,
        domain: 'gone-2002.com',
        status: 'failed',
        priceCents: 1048,
        renewalCents: 1048,
      },
    ])
    await db.insert(visits).values([
      { userId: id, pagePath: '/', createdAt: new Date('2024-01-01T00:00:00Z') },
      { userId: id, pagePath: '/profile', createdAt: new Date('2024-03-05T10:00:00Z') },
    ])
    for (const method of ['GET', 'POST']) {
      const profile = await details({ id }, method)
      expect(profile.stats).toEqual({
        total_transactions: 4,
        total_deposits: 35.5,
        total_purchases: 10.48,
        deposit_count: 2,
        purchase_count: 1,
        domain_count: 1,
      })
      expect(profile.last_visit).toEqual({
        ip_address: null,
        country: null,
        city: null,
        created_at: '2024-03-05T10:00:00.000Z',
      })
    }
  })

  it("never shows another user's data", async () => {
    await credit(t.db, 'deposit', {
      userId: 2002,
      amountCents: 100,
      description: 'x',
      reference: 'c-3',
    })
    const other = await details({ id: 2003 })
    expect(other.user_id).toBe(2003)
    expect(other.stats.total_transactions).toBe(0)
  })

  it('refuses a call without init data', async () => {
    const res = await t.app.request('/api/user/profile/details')
    expect(res.status).toBe(401)
  })

  it('gives a placeholder bot link when the bot is off, on GET and POST', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await t.request('/api/user/referral-link', { method, user: { id: 2004 } })
      expect(res.status).toBe(200)
      expect(referralLinkResponse.parse(await res.json())).toEqual({
        success: true,
        link: 'https://t.me/demo_bot?start=ref_2004',
      })
    }
  })
})

describe.each(dbKinds)('referral link with the bot on, on %s', (kind) => {
  it("uses the bot's username from getMe, asked once", async () => {
    const t = await createTestApp(kind, { admin: true, mode: 'bot' })
    try {
      for (const id of [3001, 3002]) {
        const res = await t.request('/api/user/referral-link', { user: { id } })
        expect(await res.json()).toEqual({
          success: true,
          link: `https://t.me/domains_test_bot?start=ref_${id}`,
        })
      }
      expect(t.calls.filter((c) => c.method === 'getMe')).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('answers 502 when Telegram fails, and recovers on the next call', async () => {
    let fail = true
    const t = await createTestApp(kind, {
      admin: true,
      mode: 'bot',
      answer: (c) => {
        if (fail) throw new Error('network down')
        return c.method === 'getMe'
          ? { id: 1, is_bot: true, first_name: 'b', username: 'later_bot' }
          : true
      },
    })
    try {
      const res = await t.request('/api/user/referral-link', { user: { id: 3003 } })
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({ error: 'telegram_error' })
      fail = false
      const again = await t.request('/api/user/referral-link', { user: { id: 3003 } })
      expect(await again.json()).toMatchObject({ link: 'https://t.me/later_bot?start=ref_3003' })
    } finally {
      await t.close()
    }
  })
})
