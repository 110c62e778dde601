import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutResponse } from '@contract/cart'
import { transactionsResponse, userDomainsResponse } from '@contract/domains'
import { domains, orders } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('checkout on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { sandbox: {} })
  })
  afterAll(() => t.close())

  const as = (id: number) => ({ user: { id } })

  it('buys the cart with one debit, empties it, lists the domains and provisions them to active', async () => {
    const user = as(3001)
    await t.fund(30_00, 3001)
    const [a, b] = [freeName('alpha'), freeName('beta', 'net')]
    await t.post('/api/cart/add', { domain: a }, user)
    await t.post('/api/cart/add', { domain: b }, user)

    const res = await t.post('/api/cart/checkout', {}, user)
    expect(res.status).toBe(200)
    const body = checkoutResponse.parse(res.body)
    expect(body).toMatchObject({ ok: true, failed: [], balance: 6.33, charged: 23.67 })
    expect(body.purchased.map((p) => p.domain).sort()).toEqual([a, b].sort())
    expect((await t.post('/api/cart', {}, user)).body).toEqual({ items: [], total: 0 })

    const before = userDomainsResponse.parse((await t.post('/api/user/domains', {}, user)).body)
    expect(before.domains.map((d) => d.status)).toEqual(['registering', 'registering'])
    expect(before.domains[0]).not.toHaveProperty('cf_email')

    const tx = transactionsResponse.parse((await t.post('/api/user/transactions', {}, user)).body)
    expect(tx.transactions.map((e) => [e.type, e.amount])).toEqual([
      ['purchase', -23.67],
      ['deposit', 30],
    ])
    expect(tx.transactions[0]?.transaction_id).toBe(`order-${body.order_id}`)
    // The client words it in its user's language from the kind and params.
    expect(tx.transactions[0]).toMatchObject({ kind: 'domain_purchase' })
    expect(String(tx.transactions[0]?.params?.domains).split(', ').sort()).toEqual([a, b].sort())

    await t.settle()
    const after = userDomainsResponse.parse(
      await (await t.request('/api/user/domains', user)).json(),
    )
    for (const d of after.domains) {
      expect(d.status).toBe('active')
      expect(d.ns1).toMatch(/\.ns\.sandbox-cdn\.test$/)
      expect(d.ns2).toMatch(/\.ns\.sandbox-cdn\.test$/)
      const years =
        (Date.parse(d.expires_at ?? '') - Date.parse(d.purchased_at)) / (365.25 * 86_400_000)
      expect(years).toBeGreaterThan(0.99)
      expect(years).toBeLessThan(1.01)
    }
    expect(after.domains.find((d) => d.domain === b)?.renewal_price).toBe(15.59)
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, body.order_id ?? 0))
    expect(order?.status).toBe('completed')
    expect(await ledgerSum(t.db, 3001)).toBe(6_33)
  })

  it('answers insufficient_funds with need and balance, charges nothing and keeps the cart', async () => {
    const user = as(3002)
    await t.fund(5_00, 3002)
    const name = freeName('poor')
    await t.post('/api/cart/add', { domain: name }, user)
    const res = await t.post('/api/cart/checkout', {}, user)
    expect(res).toEqual({
      status: 200,
      body: expect.objectContaining({
        ok: false,
        error: 'insufficient_funds',
        need: 10.48,
        balance: 5,
        purchased: [],
      }) as unknown,
    })
    expect(checkoutResponse.safeParse(res.body).success).toBe(true)
    expect((await t.post('/api/cart', {}, user)).body).toMatchObject({ total: 10.48 })
    expect(await ledgerSum(t.db, 3002)).toBe(5_00)
  })

  it('answers cart_empty for an empty cart', async () => {
    await t.fund(0, 3003)
    const res = await t.post('/api/cart/checkout', {}, as(3003))
    expect(res.body).toMatchObject({
      ok: false,
      error: 'cart_empty',
      balance: 0,
      purchased: [],
      failed: [],
    })
  })

  it('does not charge for a name someone else bought meanwhile, and buys the rest', async () => {
    await t.fund(40_00, 3004)
    await t.fund(40_00, 3005)
    const contested = freeName('contested')
    const other = freeName('spare')
    await t.post('/api/cart/add', { domain: contested }, as(3004))
    await t.post('/api/cart/add', { domain: other }, as(3004))
    await t.post('/api/cart/add', { domain: contested }, as(3005))
    expect((await t.post('/api/cart/checkout', {}, as(3005))).body).toMatchObject({ ok: true })

    const res = checkoutResponse.parse((await t.post('/api/cart/checkout', {}, as(3004))).body)
    expect(res).toMatchObject({
      ok: true,
      purchased: [{ domain: other }],
      failed: [{ domain: contested, reason: 'taken' }],
    })
    expect(res.balance).toBe(29.52)
    expect((await t.post('/api/cart', {}, as(3004))).body).toEqual({ items: [], total: 0 })

    await t.post('/api/cart/add', { domain: freeName('solo') }, as(3005))
    const owned = await t.post('/api/cart/add', { domain: contested }, as(3005))
    expect(owned).toMatchObject({ status: 409, body: { error: 'domain_owned' } })
  })

  it('answers nothing_available when every name is gone, and charges nothing', async () => {
    await t.fund(20_00, 3006)
    await t.fund(20_00, 3007)
    const name = freeName('gone')
    await t.post('/api/cart/add', { domain: name }, as(3006))
    await t.post('/api/cart/add', { domain: name }, as(3007))
    await t.post('/api/cart/checkout', {}, as(3007))
    const res = await t.post('/api/cart/checkout', {}, as(3006))
    expect(res.body).toMatchObject({
      ok: false,
      error: 'nothing_available',
      balance: 20,
      failed: [{ domain: name, reason: 'taken' }],
    })
    expect(await ledgerSum(t.db, 3006)).toBe(20_00)
  })

  it('sells a name its earlier owner let go: a released row holds nothing, for them or anyone', async () => {
    await t.fund(20_00, 3008)
    await t.fund(20_00, 3009)
    const name = freeName('reborn')
    // 3008 held it once; the lifecycle released it, and the registry has it free again.
    await t.db.insert(domains).values({
      userId: 3008,
      domain: name,
      status: 'released',
      priceCents: 10_00,
      renewalCents: 10_00,
    })
    const again = await t.post('/api/cart/add', { domain: name }, as(3008))
    expect(again.status).toBe(200)
    await t.post('/api/cart/remove', { domain: name }, as(3008))

    await t.post('/api/cart/add', { domain: name }, as(3009))
    const res = checkoutResponse.parse((await t.post('/api/cart/checkout', {}, as(3009))).body)
    expect(res).toMatchObject({ ok: true, failed: [], purchased: [{ domain: name }] })
    const rows = await t.db.select().from(domains).where(eq(domains.domain, name))
    expect(rows.map((r) => [r.userId, r.status]).sort()).toEqual([
      [3008, 'released'],
      [3009, 'registering'],
    ])
  })
})
