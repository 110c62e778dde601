// A name bought on the After Market is set up like a new registration: the provisioning job makes
// its CDN zone, points its name servers there and activates it, so its owner can add DNS records.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  aftermarketListings,
  cartItems,
  domains,
  orders,
  sandboxRegistrations,
} from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { freeName, takenName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('After Market purchases are provisioned on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { sandbox: {} })
  })
  afterAll(() => t.close())

  const buyListing = async (userId: number, domain: string, priceCents: number) => {
    const [listing] = await t.db
      .insert(aftermarketListings)
      .values({ domain, priceCents, description: '' })
      .returning({ id: aftermarketListings.id })
    const user = { user: { id: userId } }
    expect(
      (await t.post('/api/aftermarket/cart/add', { domain_id: listing?.id }, user)).status,
    ).toBe(200)
    const res = await t.post<{ success: boolean }>('/api/aftermarket/checkout', {}, user)
    expect(res.body.success).toBe(true)
  }
  const row = async (domain: string) =>
    (await t.db.select().from(domains).where(eq(domains.domain, domain)))[0]
  const addRecord = (userId: number, domain: string) =>
    t.post(
      `/api/user/domains/${domain}/dns`,
      { type: 'A', name: 'www', content: '192.0.2.10' },
      { user: { id: userId } },
    )

  it('buys a listing, the worker gives it a zone and name servers, and DNS records can be added', async () => {
    const buyer = 7101
    const domain = freeName('market-provisioned')
    await t.fund(50_00, buyer)
    await buyListing(buyer, domain, 20_00)
    expect(await ledgerSum(t.db, buyer)).toBe(30_00)

    await t.settle()
    const bought = await row(domain)
    expect(bought).toMatchObject({ status: 'active', userId: buyer })
    expect(bought?.cdnZoneId).toBeTruthy()
    expect(bought?.ns1).toBeTruthy()
    expect(bought?.ns2).toBeTruthy()
    // The registrar points the name at the zone, as for a new registration.
    const [held] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, domain))
    expect(held?.nameServers).toEqual([bought?.ns1, bought?.ns2])
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, bought?.orderId ?? 0))
    expect(order).toMatchObject({ kind: 'market', status: 'completed' })

    const added = await addRecord(buyer, domain)
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      success: true,
      record: { type: 'A', content: '192.0.2.10' },
    })
    expect(await ledgerSum(t.db, buyer)).toBe(30_00)
  })

  it('a name bought on the After Market leaves the buyer’s buy cart, and only the buyer’s', async () => {
    const buyer = 7103
    const other = 7104
    const domain = freeName('market-in-cart')
    const kept = freeName('market-cart-neighbour')
    await t.fund(50_00, buyer)
    await t.fund(1_00, other)
    await t.db.insert(cartItems).values([
      { userId: buyer, domain, priceCents: 10_48, renewalCents: 10_48 },
      { userId: buyer, domain: kept, priceCents: 10_48, renewalCents: 10_48 },
      { userId: other, domain, priceCents: 10_48, renewalCents: 10_48 },
    ])
    await buyListing(buyer, domain, 20_00)
    const carts = await t.db
      .select({ userId: cartItems.userId, domain: cartItems.domain })
      .from(cartItems)
      .where(inArray(cartItems.userId, [buyer, other]))
    expect(carts.sort((a, b) => a.userId - b.userId)).toEqual([
      { userId: buyer, domain: kept },
      { userId: other, domain },
    ])
  })

  it('a listed name held at another registrar still gets its zone and keeps its year', async () => {
    const buyer = 7102
    const domain = takenName('market-elsewhere')
    await t.fund(50_00, buyer)
    await buyListing(buyer, domain, 15_00)
    const before = await row(domain)

    await t.settle()
    const bought = await row(domain)
    expect(bought).toMatchObject({ status: 'active' })
    expect(bought?.cdnZoneId).toBeTruthy()
    expect(bought?.ns1).toBeTruthy()
    expect(bought?.expiresAt).toEqual(before?.expiresAt)
    expect((await addRecord(buyer, domain)).status).toBe(200)
    expect(await ledgerSum(t.db, buyer)).toBe(35_00)
  })
})
