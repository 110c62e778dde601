import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  aftermarketCartResponse,
  aftermarketCheckoutResponse,
  aftermarketDomainsResponse,
} from '@contract/aftermarket'
import { transactionsResponse, userDomainsResponse } from '@contract/domains'
import { aftermarketListings, domains, orders } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('After Market on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, prices: true })
  })
  afterAll(() => t.close())

  const cartOf = async (userId: number) =>
    aftermarketCartResponse.parse(
      (await t.get('/api/aftermarket/cart', { user: { id: userId } })).body,
    )
  const listed = async (userId: number) =>
    aftermarketDomainsResponse.parse(
      (await t.get('/api/aftermarket/domains', { user: { id: userId } })).body,
    ).domains

  it('lists what is on sale, never delisted ones; add and remove change the cart', async () => {
    const a = await t.listDomain('market-one.com', 120.5, 'Short and brandable')
    const b = await t.listDomain('market-two.net', 80)
    const gone = await t.listDomain('market-gone.com', 10)
    expect((await t.delist(gone)).status).toBe(200)

    const shown = await listed(7001)
    expect(shown).toContainEqual({
      id: a,
      domain: 'market-one.com',
      price: 120.5,
      description: 'Short and brandable',
    })
    expect(shown.map((d) => d.id)).toContain(b)
    expect(shown.map((d) => d.id)).not.toContain(gone)

    expect(
      await t.post('/api/aftermarket/cart/add', { domain_id: a }, { user: { id: 7001 } }),
    ).toEqual({
      status: 200,
      body: { success: true },
    })
    // Adding twice is harmless: the listing is in the cart once.
    await t.post('/api/aftermarket/cart/add', { domain_id: a }, { user: { id: 7001 } })
    await t.post('/api/aftermarket/cart/add', { domain_id: b }, { user: { id: 7001 } })
    expect(await cartOf(7001)).toMatchObject({ success: true, total: 200.5 })
    expect((await cartOf(7001)).domains.map((d) => d.id)).toEqual([a, b])
    expect((await cartOf(7002)).domains).toEqual([])

    const removed = await t.post(
      '/api/aftermarket/cart/remove',
      { domain_id: b },
      { user: { id: 7001 } },
    )
    expect(removed).toEqual({ status: 200, body: { success: true } })
    expect((await cartOf(7001)).domains.map((d) => d.id)).toEqual([a])
    await t.post('/api/aftermarket/cart/remove', { domain_id: a }, { user: { id: 7001 } })
  })

  it('refuses a delisted or unknown listing with success:false and a reason', async () => {
    const gone = await t.listDomain('market-refused.com', 10)
    await t.delist(gone)
    for (const id of [gone, 999_999]) {
      const res = await t.post(
        '/api/aftermarket/cart/add',
        { domain_id: id },
        { user: { id: 7003 } },
      )
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: false, error: 'unavailable' })
    }
    expect((await cartOf(7003)).domains).toEqual([])
  })

  it('rejects a bad domain_id with a 400 naming the field', async () => {
    for (const body of [{}, { domain_id: 'x' }, { domain_id: -1 }, { domain_id: 1.5 }]) {
      const res = await t.post('/api/aftermarket/cart/add', body, { user: { id: 7004 } })
      expect(res.status).toBe(400)
      expect(String(res.body.field)).toContain('domain_id')
    }
  })

  it('checkout buys the cart in one debit: listings sold, a domain for a year being set up, order and ledger', async () => {
    const buyer = 7010
    await t.fund(300_00, buyer)
    const a = await t.listDomain('market-buy.com', 120)
    const b = await t.listDomain('market-buy.zz-unsold', 30.25)
    await t.post('/api/aftermarket/cart/add', { domain_id: a }, { user: { id: buyer } })
    await t.post('/api/aftermarket/cart/add', { domain_id: b }, { user: { id: buyer } })

    const res = await t.post(
      '/api/aftermarket/checkout',
      {},
      { user: { id: buyer }, key: 'market-buy-key' },
    )
    const body = aftermarketCheckoutResponse.parse(res.body)
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ success: true, new_balance: 149.75, charged: 150.25 })
    expect(body.purchased.map((p) => p.domain)).toEqual(['market-buy.com', 'market-buy.zz-unsold'])
    expect((await cartOf(buyer)).domains).toEqual([])
    expect((await listed(buyer)).map((d) => d.id)).not.toContain(a)

    // The same key replays the answer and charges once.
    const again = await t.post(
      '/api/aftermarket/checkout',
      {},
      { user: { id: buyer }, key: 'market-buy-key' },
    )
    expect(again.body).toEqual(res.body)
    expect(await t.balance(buyer)).toBe(149_75)
    expect(await ledgerSum(t.db, buyer)).toBe(149_75)

    const [listing] = await t.db
      .select()
      .from(aftermarketListings)
      .where(eq(aftermarketListings.id, a))
    expect(listing).toMatchObject({ status: 'sold', soldTo: buyer })
    expect(listing?.soldAt).toBeInstanceOf(Date)
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, body.order_id ?? 0))
    expect(order).toMatchObject({ kind: 'market', totalCents: 150_25, userId: buyer })

    const owned = userDomainsResponse.parse(
      (await t.get('/api/user/domains', { user: { id: buyer } })).body,
    )
    const com = owned.domains.find((d) => d.domain === 'market-buy.com')
    // Set up by the provisioning job like a new registration (tests/server/core/market-checkout.provisioning).
    expect(com).toMatchObject({ status: 'registering', renewal_price: 10.48 })
    const years =
      (Date.parse(com?.expires_at ?? '') - Date.parse(com?.purchased_at ?? '')) / (365 * 86_400_000)
    expect(years).toBeCloseTo(1, 5)
    // A TLD without a retail price has no renewal price (the renewal screen says so).
    expect(owned.domains.find((d) => d.domain === 'market-buy.zz-unsold')?.renewal_price).toBe(0)

    const history = transactionsResponse.parse(
      (await t.get('/api/user/transactions', { user: { id: buyer } })).body,
    )
    expect(history.transactions[0]).toMatchObject({ type: 'purchase', amount: -150.25 })
    expect(history.transactions[0]?.description).toContain('market-buy.com')
    expect(history.transactions[0]?.description).toContain('market-buy.zz-unsold')
  })

  it('a sold listing cannot be bought twice: the second buyer is told which, keeps the money', async () => {
    const first = 7020
    const second = 7021
    await t.fund(100_00, first)
    await t.fund(100_00, second)
    const id = await t.listDomain('market-once.com', 40)
    await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: first } })
    await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: second } })
    const other = await t.listDomain('market-other.com', 5)
    await t.post('/api/aftermarket/cart/add', { domain_id: other }, { user: { id: second } })
    expect(
      (await t.post('/api/aftermarket/checkout', {}, { user: { id: first } })).body.success,
    ).toBe(true)

    // The second buyer's cart no longer shows it, and buying the rest works.
    expect((await cartOf(second)).domains.map((d) => d.id)).toEqual([other])
    const add = await t.post(
      '/api/aftermarket/cart/add',
      { domain_id: id },
      { user: { id: second } },
    )
    expect(add.body).toMatchObject({ success: false, error: 'unavailable' })
    const rest = aftermarketCheckoutResponse.parse(
      (await t.post('/api/aftermarket/checkout', {}, { user: { id: second } })).body,
    )
    expect(rest).toMatchObject({ success: true, new_balance: 95, purchased: [{ id: other }] })
    const taken = await t.db
      .select()
      .from(domains)
      .where(and(eq(domains.domain, 'market-once.com')))
    expect(taken.map((d) => d.userId)).toEqual([first])
  })

  it('insufficient funds: need and balance, nothing charged, the cart kept, the listing on sale', async () => {
    const poor = 7030
    await t.fund(10_00, poor)
    const id = await t.listDomain('market-dear.com', 25.5)
    await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: poor } })
    const res = aftermarketCheckoutResponse.parse(
      (await t.post('/api/aftermarket/checkout', {}, { user: { id: poor } })).body,
    )
    expect(res).toMatchObject({
      success: false,
      error: 'insufficient_funds',
      need: 25.5,
      new_balance: 10,
      purchased: [],
    })
    expect(await t.balance(poor)).toBe(10_00)
    expect((await cartOf(poor)).domains.map((d) => d.id)).toEqual([id])
    expect((await listed(poor)).map((d) => d.id)).toContain(id)
  })

  it('an empty cart is refused without a charge', async () => {
    await t.fund(5_00, 7040)
    const res = aftermarketCheckoutResponse.parse(
      (await t.post('/api/aftermarket/checkout', {}, { user: { id: 7040 } })).body,
    )
    expect(res).toMatchObject({ success: false, error: 'cart_empty', new_balance: 5 })
  })

  it('a name someone already holds cannot change hands: rolled back, nothing charged', async () => {
    const buyer = 7050
    await t.fund(50_00, buyer)
    const id = await t.listDomain('market-held.com', 20)
    await t.db.insert(domains).values({
      userId: buyer,
      domain: 'market-held.com',
      status: 'active',
      priceCents: 1,
      renewalCents: 1,
    })
    await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: buyer } })
    const res = aftermarketCheckoutResponse.parse(
      (await t.post('/api/aftermarket/checkout', {}, { user: { id: buyer } })).body,
    )
    expect(res).toMatchObject({ success: false, error: 'unavailable', new_balance: 50 })
    expect(res.unavailable).toEqual([{ id, domain: 'market-held.com' }])
    const [listing] = await t.db
      .select()
      .from(aftermarketListings)
      .where(eq(aftermarketListings.id, id))
    expect(listing?.status).toBe('available')
    expect(await ledgerSum(t.db, buyer)).toBe(50_00)
  })

  it('market maintenance answers 503 and buys nothing', async () => {
    const buyer = 7060
    await t.fund(50_00, buyer)
    const id = await t.listDomain('market-paused.com', 20)
    await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: buyer } })
    const on = await t.admin('/api/maintenance/market-set', {
      method: 'POST',
      json: { maintenance_mode: true, message: 'Market closed' },
    })
    expect(on.status).toBe(200)
    const res = await t.post('/api/aftermarket/checkout', {}, { user: { id: buyer } })
    expect(res).toEqual({
      status: 503,
      body: { error: 'maintenance', scope: 'market', message: 'Market closed' },
    })
    await t.admin('/api/maintenance/market-set', {
      method: 'POST',
      json: { maintenance_mode: false },
    })
    expect(await t.balance(buyer)).toBe(50_00)
    expect((await cartOf(buyer)).domains.map((d) => d.id)).toEqual([id])
  })

  it('tg_init_data in the JSON body signs a market write in', async () => {
    const id = await t.listDomain('market-body.com', 3)
    const res = await t.request('/api/aftermarket/cart/add', {
      method: 'POST',
      user: null,
      json: { domain_id: id, tg_init_data: t.initData({ id: 7070 }) },
    })
    expect(res.status).toBe(200)
    expect((await cartOf(7070)).domains.map((d) => d.id)).toEqual([id])
  })
})
