import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CYRILLIC_QUERY_MESSAGE } from '@contract/catalog.query'
import { domainPricesResponse, searchResponse } from '@contract/catalog'
import { setSettings } from '../../../../server/core/admin/settings'
import type { Registrar } from '../../../../server/providers/types'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('prices and search on %s', (kind) => {
  let t: TestApp
  const checks: string[][] = []
  beforeAll(async () => {
    const counting = (r: Registrar): Registrar => ({
      ...r,
      name: r.name,
      check: (names) => {
        checks.push(names)
        return r.check(names)
      },
    })
    t = await createTestApp(kind, { sandbox: { wrapRegistrar: counting } })
  })
  afterAll(() => t.close())

  it('lists retail TLD prices with the markup and per-TLD overrides, popular ones first', async () => {
    const res = await t.request('/api/domain-prices', {
      method: 'POST',
      json: { currency: 'USD', lang: 'ru' },
      user: null,
    })
    expect(res.status).toBe(200)
    const body = domainPricesResponse.parse(await res.json())
    expect(body.domain_prices[0]).toEqual({ domain: 'com', price: 10.48, renewal: 10.48 })
    expect(body.domain_prices.find((p) => p.domain === 'ai')).toEqual({
      domain: 'ai',
      price: 58.42,
      renewal: 58.42,
    })
    expect(body.domain_prices).toHaveLength(20)

    await setSettings(t.db, { markup_percent: 0, markup_overrides: { ai: 100 } })
    // The home table may show prices up to 2 s old; move the clock past that.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 2_500)
    const again = domainPricesResponse.parse(
      await (
        await t.request('/api/domain-prices', { method: 'POST', json: {}, user: null })
      ).json(),
    )
    expect(again.domain_prices.find((p) => p.domain === 'com')?.price).toBe(8.73)
    expect(again.domain_prices.find((p) => p.domain === 'ai')?.price).toBe(97.36)
    await setSettings(t.db, { markup_percent: 20, markup_overrides: {} })
    vi.setSystemTime(Date.now() + 2_500)
    const back = domainPricesResponse.parse(
      await (
        await t.request('/api/domain-prices', { method: 'POST', json: {}, user: null })
      ).json(),
    )
    expect(back.domain_prices[0]).toEqual({ domain: 'com', price: 10.48, renewal: 10.48 })
    vi.useRealTimers()
  })

  it('refuses a currency other than USD, naming the field', async () => {
    const res = await t.post('/api/domain-prices', { currency: 'EUR' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'bad_request', field: 'currency' })
  })

  it.each([
    ['магазин', CYRILLIC_QUERY_MESSAGE],
    ['shopд.com', CYRILLIC_QUERY_MESSAGE],
    ['a', 'at least 2'],
    [' ', 'at least 2'],
    ['-shop', 'letters, digits'],
    ['sh op', 'letters, digits'],
    ['ab--cd', 'third and fourth'],
    ['xn--zz.com', 'punycode'],
    ['x'.repeat(64), 'at most 63'],
  ])('answers 400 for the query %j', async (query, message) => {
    const res = await t.post<{ error: string; message: string; field: string }>('/api/search', {
      query,
      currency: 'USD',
      lang: 'en',
    })
    expect(res.status).toBe(400)
    expect(res.body.field).toBe('query')
    expect(res.body.message).toContain(message)
  })

  it('answers 400 without a query', async () => {
    const res = await t.post('/api/search', { currency: 'USD' })
    expect(res).toMatchObject({ status: 400, body: { field: 'query' } })
  })

  it('turns a word into one candidate per TLD with one batched registrar check, then serves from the cache', async () => {
    checks.length = 0
    const res = await t.request('/api/search', {
      method: 'POST',
      json: { query: 'Coffeeshop', currency: 'USD', lang: 'en' },
      user: null,
    })
    expect(res.status).toBe(200)
    const { domains } = searchResponse.parse(await res.json())
    expect(domains.map((d) => d.domain).slice(0, 3)).toEqual([
      'coffeeshop.com',
      'coffeeshop.net',
      'coffeeshop.org',
    ])
    expect(domains).toHaveLength(20)
    expect(domains.every((d) => !d.exact)).toBe(true)
    expect(checks).toHaveLength(1)
    expect(checks[0]).toHaveLength(20)
    const com = domains[0]
    expect(com).toMatchObject({
      price: 10.48,
      price_with_markup: 10.48,
      renewal_price: 10.48,
      renewal_with_markup: 10.48,
    })

    await t.post('/api/search', { query: 'coffeeshop' })
    expect(checks).toHaveLength(1)
  })

  it('puts the exact domain first and marks taken names', async () => {
    const { body } = await t.post<{
      domains: { domain: string; available: boolean; exact: boolean }[]
    }>('/api/search', {
      query: 'https://www.google.io/search',
    })
    expect(body.domains[0]).toMatchObject({ domain: 'google.io', exact: true, available: false })
    expect(body.domains[1]?.domain).toBe('google.com')
    expect(body.domains.every((d) => !d.available)).toBe(true)
  })

  it('searches the registrable label of a subdomain and handles IDNs as punycode', async () => {
    const sub = await t.post<{ domains: { domain: string; exact: boolean }[] }>('/api/search', {
      query: 'blog.shopname.net',
    })
    expect(sub.body.domains[0]).toMatchObject({ domain: 'shopname.net', exact: true })

    const idn = await t.post<{ domains: { domain: string; exact: boolean }[] }>('/api/search', {
      query: 'münchen.de',
    })
    expect(idn.status).toBe(200)
    expect(idn.body.domains[0]?.domain).toBe('xn--mnchen-3ya.com')

    const puny = await t.post<{ domains: { domain: string; exact: boolean }[] }>('/api/search', {
      query: 'xn--mnchen-3ya.com',
    })
    expect(puny.body.domains[0]).toMatchObject({ domain: 'xn--mnchen-3ya.com', exact: true })
  })

  it('reports a name someone bought with us as unavailable, whatever the cache says', async () => {
    const name = freeName('searchbuy')
    await t.post('/api/search', { query: name })
    await t.fund(50_00)
    expect((await t.post('/api/cart/add', { domain: name })).status).toBe(200)
    expect((await t.post('/api/cart/checkout', {})).body).toMatchObject({ ok: true })
    const { body } = await t.post<{ domains: { domain: string; available: boolean }[] }>(
      '/api/search',
      { query: name },
    )
    expect(body.domains[0]).toMatchObject({ domain: name, available: false })
  })
})
