import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aftermarketCheckoutResponse } from '@contract/aftermarket'
import { domains, orders } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('After Market races on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, prices: true })
  })
  afterAll(() => t.close())

  it('two buyers racing for one listing: exactly one wins, the other keeps the money', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [u1, u2] = [8000 + round * 2, 8001 + round * 2]
      await t.fund(60_00, u1)
      await t.fund(60_00, u2)
      const domain = `race-${round}.com`
      const id = await t.listDomain(domain, 50)
      await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: u1 } })
      await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: u2 } })

      const answers = await Promise.all(
        [u1, u2].map((u) => t.post('/api/aftermarket/checkout', {}, { user: { id: u } })),
      )
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      const bodies = answers.map((a) => aftermarketCheckoutResponse.parse(a.body))
      const winners = bodies.filter((b) => b.success)
      expect(winners).toHaveLength(1)
      const loser = bodies.find((b) => !b.success)
      // The loser either lost inside the transaction or already saw an empty cart.
      expect(['unavailable', 'cart_empty']).toContain(loser?.error)
      expect(loser?.new_balance).toBe(60)

      const owners = await t.db.select().from(domains).where(eq(domains.domain, domain))
      expect(owners).toHaveLength(1)
      const winner = owners[0]?.userId ?? 0
      const other = winner === u1 ? u2 : u1
      expect(await t.balance(winner)).toBe(10_00)
      expect(await t.balance(other)).toBe(60_00)
      expect(await ledgerSum(t.db, other)).toBe(60_00)
      expect(await t.db.select().from(orders).where(eq(orders.userId, other))).toEqual([])
    }
  })

  it('one buyer pressing checkout 20 times at once with different keys is charged once', async () => {
    const buyer = 8100
    await t.fund(100_00, buyer)
    const id = await t.listDomain('race-presses.com', 30)
    await t.post('/api/aftermarket/cart/add', { domain_id: id }, { user: { id: buyer } })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/api/aftermarket/checkout', {}, { user: { id: buyer } }),
      ),
    )
    const bodies = answers.map((a) => aftermarketCheckoutResponse.parse(a.body))
    expect(bodies.filter((b) => b.success)).toHaveLength(1)
    expect(await t.balance(buyer)).toBe(70_00)
    expect(await ledgerSum(t.db, buyer)).toBe(70_00)
  })
})
