import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartResponse } from '@contract/cart'
import { dbKinds } from '../../../helpers/test-db'
import { freeName, takenName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('cart on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { sandbox: {} })
  })
  afterAll(() => t.close())

  it('needs a signed-in user', async () => {
    const res = await t.request('/api/cart', { user: null })
    expect(res.status).toBe(401)
  })

  it('starts empty on GET and POST alike', async () => {
    const get = cartResponse.parse(
      await (await t.request('/api/cart', { user: { id: 2001 } })).json(),
    )
    expect(get).toEqual({ items: [], total: 0 })
    const post = await t.post('/api/cart', {}, { user: { id: 2001 } })
    expect(post).toEqual({ status: 200, body: { items: [], total: 0 } })
  })

  it('prices a name itself and ignores the price the client sent', async () => {
    const name = freeName('cheap')
    const res = await t.post('/api/cart/add', {
      domain: name.toUpperCase(),
      price: 0.01,
      renewal_price: 0.01,
    })
    expect(res.status).toBe(200)
    expect(cartResponse.parse(res.body)).toEqual({
      items: [{ domain: name, price: 10.48, renewal_price: 10.48 }],
      total: 10.48,
    })
    const second = freeName('cheap', 'io')
    const both = await t.post('/api/cart/add', { domain: second, price: 1 })
    expect(both.body).toMatchObject({ total: 50.07 })
    expect(
      cartResponse.parse((await t.post('/api/cart', {})).body).items.map((i) => i.domain),
    ).toEqual([name, second])
  })

  it('adds a name once however often it is added', async () => {
    const name = freeName('twice')
    await t.post('/api/cart/add', { domain: name }, { user: { id: 2002 } })
    const res = await t.post('/api/cart/add', { domain: name }, { user: { id: 2002 } })
    expect(cartResponse.parse(res.body).items).toHaveLength(1)
  })

  it('refuses a taken name with 409 and leaves the cart as it was', async () => {
    const res = await t.post(
      '/api/cart/add',
      { domain: takenName('taken') },
      { user: { id: 2003 } },
    )
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'domain_unavailable', field: 'domain' })
    expect((await t.post('/api/cart', {}, { user: { id: 2003 } })).body).toEqual({
      items: [],
      total: 0,
    })
  })

  it('refuses a zone we do not sell, a bare word and a malformed name with 400 naming domain', async () => {
    for (const domain of ['shop.de', 'shop', 'sh op.com', 'магазин.com', '']) {
      const res = await t.post('/api/cart/add', { domain }, { user: { id: 2004 } })
      expect(res.status, domain).toBe(400)
      expect(res.body).toMatchObject({ field: 'domain' })
    }
    expect((await t.post('/api/cart/add', {}, { user: { id: 2004 } })).body).toMatchObject({
      field: 'domain',
    })
  })

  it('removes a name and answers the new cart; removing an absent name is harmless', async () => {
    const a = freeName('rem')
    const b = freeName('rem', 'com', 1)
    await t.post('/api/cart/add', { domain: a }, { user: { id: 2005 } })
    await t.post('/api/cart/add', { domain: b }, { user: { id: 2005 } })
    const res = await t.post('/api/cart/remove', { domain: a }, { user: { id: 2005 } })
    expect(res.body).toEqual({
      items: [{ domain: b, price: 10.48, renewal_price: 10.48 }],
      total: 10.48,
    })
    const again = await t.post('/api/cart/remove', { domain: a }, { user: { id: 2005 } })
    expect(again.status).toBe(200)
  })

  it('keeps carts apart per user', async () => {
    await t.post('/api/cart/add', { domain: freeName('mine') }, { user: { id: 2006 } })
    expect((await t.post('/api/cart', {}, { user: { id: 2007 } })).body).toEqual({
      items: [],
      total: 0,
    })
  })
})
