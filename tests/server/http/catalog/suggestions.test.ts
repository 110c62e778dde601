import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suggestionsResponse } from '@contract/catalog'
import { ProviderError, type Registrar } from '../../../../server/providers/types'
import { isTakenAtRegistry } from '../../../../server/providers/registrar/sandbox-catalog'
import { dbKinds } from '../../../helpers/test-db'
import { freeName, takenName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

describe.each(dbKinds)('name suggestions on %s', (kind) => {
  let t: TestApp
  const checks: string[][] = []
  let down = false
  beforeAll(async () => {
    const counting = (r: Registrar): Registrar => ({
      ...r,
      name: r.name,
      check: (names) => {
        if (down) return Promise.reject(new ProviderError('connect ECONNREFUSED', true))
        checks.push(names)
        return r.check(names)
      },
    })
    t = await createTestApp(kind, { sandbox: { wrapRegistrar: counting } })
  })
  afterAll(() => t.close())

  const suggest = async (query: string) => {
    const res = await t.request('/api/suggestions', {
      method: 'POST',
      json: { query, currency: 'USD', lang: 'en' },
      user: null,
    })
    return { status: res.status, body: (await res.json()) as unknown }
  }

  it('offers only available alternatives to a taken name, priced, shortest first, never the name itself', async () => {
    const taken = takenName('suggestme')
    checks.length = 0
    const { status, body } = await suggest(taken)
    expect(status).toBe(200)
    const { suggestions } = suggestionsResponse.parse(body)
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(12)
    expect(suggestions.map((s) => s.domain)).not.toContain(taken)
    for (const s of suggestions) {
      const label = s.domain.split('.')[0] ?? ''
      expect(isTakenAtRegistry(label, s.domain)).toBe(false)
      expect(s.price).toBeGreaterThan(0)
    }
    const lengths = suggestions.map((s) => s.domain.length)
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
    // Every name was checked in one registrar batch.
    expect(checks).toHaveLength(1)
    expect(checks[0]?.length).toBeLessThanOrEqual(50)
    expect(checks[0]).toContain(`get${taken}`)

    // The same word again is answered from the availability cache.
    checks.length = 0
    expect((await suggest(taken)).status).toBe(200)
    expect(checks).toEqual([])
  })

  it('leaves out a name someone bought with us', async () => {
    const bought = freeName('getsuggestbuy')
    await t.fund(50_00)
    expect((await t.post('/api/cart/add', { domain: bought })).status).toBe(200)
    expect((await t.post('/api/cart/checkout', {})).body).toMatchObject({ ok: true })
    // `suggestbuyN.com` suggests `getsuggestbuyN.com`, which is now ours.
    const { body } = await suggest(bought.slice('get'.length))
    const { suggestions } = suggestionsResponse.parse(body)
    expect(suggestions.map((s) => s.domain)).not.toContain(bought)
  })

  it('answers 400 naming the query for a bad one, and 503 when the registrar does not answer', async () => {
    const bad = await suggest('магазин')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ field: 'query' })

    down = true
    try {
      const res = await suggest('nobodysearchedthis')
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ error: 'registrar_unavailable' })
    } finally {
      down = false
    }
  })
})
