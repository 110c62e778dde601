// The registrar (the Name.com fake, answering 503 to everything) down from start-up: the start-up
// price load fails, so nothing has a price. Search and the cart say the registrar cannot be reached
// (503 registrar_unavailable) instead of "nothing found" or "not a zone we sell"; /readyz stays ready
// but names the registrar as degraded; a refresh is asked for every tick until prices come; once the
// registrar answers, all of it clears.
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshTldPrices } from '../../../../server/core/catalog/pricing'
import {
  REFRESH_PRICES_JOB,
  startBuyingRuntime,
} from '../../../../server/core/domains/buying-runtime'
import { jobs } from '../../../../server/db/schema'
import { createLogger } from '../../../../server/logger'
import { startNameComFake, type NameComFake } from '../../../fixtures/namecom-fake/server'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'

const TOKEN = 'secret-token-123'

describe.each(dbKinds)('the registrar unreachable from start-up (%s)', (kind) => {
  let fake: NameComFake
  let t: TestApp
  beforeAll(async () => {
    fake = await startNameComFake({ token: TOKEN })
    Object.assign(fake.account.knobs, { failNext: 1_000_000, failStatus: 503 })
    t = await createTestApp(kind, {
      env: {
        REGISTRAR: 'namecom',
        NAMECOM_USERNAME: 'reseller',
        NAMECOM_TOKEN: TOKEN,
        NAMECOM_API_URL: fake.url,
        CDN: 'cloudflare',
        CF_API_TOKEN: 'unused-token',
        CF_ACCOUNT_ID: 'unused-account',
        // Nothing listens here: no CDN call is expected in this test.
        CF_API_URL: 'http://127.0.0.1:9/client/v4',
      },
    })
    // The server's own start-up: it tries to load the prices and carries on without them.
    const runtime = await startBuyingRuntime({
      db: t.db,
      providers: t.providers,
      secretsKey: t.secretsKey,
      logger: createLogger('silent'),
    })
    await runtime.stop()
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('says so in search, the cart and /readyz, and clears once the registrar answers', async () => {
    expect(fake.account.calls.some((c) => c.startsWith('GET /core/v1/tldpricing'))).toBe(true)

    const ready = await t.app.request('/readyz')
    expect(ready.status).toBe(200)
    const body = await json<{
      ready: boolean
      degraded?: { registrar?: Record<string, unknown> }
    }>(ready)
    expect(body).toMatchObject({
      ready: true,
      degraded: { registrar: { name: 'namecom', reachable: false, prices: 'none' } },
    })
    expect(body.degraded?.registrar?.error).toMatch(/503/)
    expect(Date.parse(String(body.degraded?.registrar?.since))).not.toBeNaN()

    const search = await t.post('/api/search', { query: 'coffee' })
    expect(search.status).toBe(503)
    expect(search.body).toMatchObject({ error: 'registrar_unavailable' })
    const add = await t.post('/api/cart/add', { domain: 'coffee.com' })
    expect(add.status).toBe(503)
    expect(add.body).toMatchObject({ error: 'registrar_unavailable' })

    // With no price at all, a refresh is asked for every schedule tick, not every six hours.
    const urgent = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, REFRESH_PRICES_JOB), like(jobs.dedupeKey, 'empty-%')))
    expect(urgent.length).toBeGreaterThan(0)

    // The registrar answers again; the next refresh loads the prices and the outage clears.
    fake.account.knobs.failNext = 0
    expect(await refreshTldPrices(t.db, t.providers.registrar)).toBeGreaterThan(0)
    const back = await t.app.request('/readyz')
    expect(await json(back)).toEqual({ ready: true })
    const found = await t.post<{ domains: { domain: string }[] }>('/api/search', {
      query: 'coffee',
    })
    expect(found.status).toBe(200)
    expect(found.body.domains.map((d) => d.domain)).toContain('coffee.com')
  })

  it('keeps serving the cached prices, degraded, when the registrar stops answering later', async () => {
    Object.assign(fake.account.knobs, { failNext: 1_000_000, failStatus: 503 })
    await expect(refreshTldPrices(t.db, t.providers.registrar)).rejects.toThrow()
    const ready = await t.app.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await json(ready)).toMatchObject({
      ready: true,
      degraded: { registrar: { name: 'namecom', prices: 'cached' } },
    })
    const prices = await t.post<{ domain_prices: unknown[] }>('/api/domain-prices', {})
    expect(prices.body.domain_prices.length).toBeGreaterThan(0)
    fake.account.knobs.failNext = 0
  })
})
