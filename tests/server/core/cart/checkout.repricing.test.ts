import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartItems } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { setSettings } from '../../../../server/core/admin/settings'
import { ProviderError, type Registrar } from '../../../../server/providers/types'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('prices at checkout and a registrar that is down, on %s', (kind) => {
  let t: TestApp
  let registrarDown = false
  beforeAll(async () => {
    const switchable = (r: Registrar): Registrar => ({
      ...r,
      name: r.name,
      check: (names) =>
        registrarDown
          ? Promise.reject(new ProviderError('connect ECONNREFUSED', true, 'network'))
          : r.check(names),
    })
    t = await createTestApp(kind, { sandbox: { wrapRegistrar: switchable } })
  })
  afterAll(() => t.close())

  it('charges the price of the moment, not the one stored in the cart', async () => {
    const id = 6001
    await t.fund(50_00, id)
    const name = freeName('reprice')
    await t.post('/api/cart/add', { domain: name }, { user: { id } })
    await t.db
      .update(cartItems)
      .set({ priceCents: 1 })
      .where(and(eq(cartItems.userId, id), eq(cartItems.domain, name)))
    await setSettings(t.db, { markup_overrides: { com: 50 } })
    try {
      const res = await t.post('/api/cart/checkout', {}, { user: { id } })
      expect(res.body).toMatchObject({ ok: true, charged: 13.1, balance: 36.9 })
      expect(await ledgerSum(t.db, id)).toBe(36_90)
    } finally {
      await setSettings(t.db, { markup_overrides: {} })
    }
  })

  it('answers 503 registrar_unavailable, never 500, and charges nothing while the registrar is down', async () => {
    const id = 6002
    await t.fund(50_00, id)
    const name = freeName('down')
    await t.post('/api/cart/add', { domain: name }, { user: { id } })
    registrarDown = true
    try {
      const search = await t.post('/api/search', { query: 'somethingnew' })
      expect(search).toMatchObject({ status: 503, body: { error: 'registrar_unavailable' } })
      const add = await t.post(
        '/api/cart/add',
        { domain: freeName('down', 'net') },
        { user: { id } },
      )
      expect(add.status).toBe(503)
      const checkout = await t.post(
        '/api/cart/checkout',
        {},
        { user: { id }, headers: { 'Idempotency-Key': 'down-1' } },
      )
      expect(checkout).toMatchObject({ status: 503, body: { error: 'registrar_unavailable' } })
      expect(await ledgerSum(t.db, id)).toBe(50_00)
    } finally {
      registrarDown = false
    }
    // The failed attempt was not remembered under its key: the same key now buys.
    const retry = await t.post(
      '/api/cart/checkout',
      {},
      { user: { id }, headers: { 'Idempotency-Key': 'down-1' } },
    )
    expect(retry.body).toMatchObject({ ok: true, purchased: [{ domain: name }] })
  })
})
