// Calls whose abuse costs money are limited per user and per address, with the counters in the
// database: a refusal is a 429 with Retry-After and a message in the caller's language, reads of the
// same paths are not limited, and two server instances on one database share the counts.
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTopupInvoice } from '@contract/payments.endpoints'
import { signInitData, type LaunchUser } from '../../../../server/demo'
import type { AppEnv } from '../../../../server/http/env'
import { HttpError, errorResponse } from '../../../../server/http/errors'
import { costlyCallLimits } from '../../../../server/http/middleware/rate-limit'
import { trustedProxies } from '../../../../server/http/trusted-proxies'
import {
  createSecondInstance,
  createTestApp,
  defaultUser,
  TEST_BOT_TOKEN,
  type TestApp,
} from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const LIMITS = {
  RATE_SEARCH_PER_MIN: '3',
  RATE_PROMO_PER_MIN: '2',
  RATE_DNS_PER_MIN: '2',
  RATE_TOPUP_PER_MIN: '2',
  RATE_ADDRESS_MULTIPLIER: '2',
}

describe.each(dbKinds)('limits on costly calls on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { env: LIMITS, prices: true })
  })
  afterAll(() => t.close())

  const call = (
    app: TestApp['app'],
    method: string,
    path: string,
    opts: { user?: Partial<LaunchUser>; ip: string; json?: unknown },
  ) =>
    app.request(
      path,
      {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(opts.user
            ? {
                Authorization: `tma ${signInitData({ ...defaultUser, ...opts.user }, TEST_BOT_TOKEN)}`,
              }
            : {}),
        },
        body: method === 'GET' ? undefined : JSON.stringify(opts.json ?? {}),
      },
      { incoming: { socket: { remoteAddress: opts.ip } } },
    )
  const search = (userId: number, ip: string, language_code = 'en') =>
    call(t.app, 'POST', '/api/search', {
      user: { id: userId, language_code },
      ip,
      json: { query: `word${userId}` },
    })

  it('lets a user search 3 times a minute, then answers 429 with Retry-After in English', async () => {
    for (let i = 0; i < 3; i++) expect((await search(41_001, '198.51.100.1')).status).toBe(200)
    const refused = await search(41_001, '198.51.100.1')
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({
      error: 'rate_limited',
      message: `Too many requests, try again in ${wait} s`,
      retry_after: wait,
    })
    // Another user from another address is not held back by it.
    expect((await search(41_002, '198.51.100.2')).status).toBe(200)
  })

  it('speaks Russian to a Russian-speaking user', async () => {
    for (let i = 0; i < 3; i++) await search(41_003, '198.51.100.3', 'ru')
    const refused = await search(41_003, '198.51.100.3', 'ru')
    expect(refused.status).toBe(429)
    const wait = Number(refused.headers.get('retry-after'))
    expect(await refused.json()).toMatchObject({
      message: `Слишком много запросов, попробуйте через ${wait} с`,
    })
  })

  it('limits an address across users at the multiplier, and anonymous calls by address alone', async () => {
    const ip = '198.51.100.4'
    // 3 per user × 2 = 6 searches per address a minute, whoever makes them.
    for (let i = 0; i < 6; i++) expect((await search(41_100 + i, ip)).status).toBe(200)
    expect((await search(41_200, ip)).status).toBe(429)
    const anonymous = () =>
      call(t.app, 'POST', '/api/search', { ip: '198.51.100.5', json: { query: 'anon' } })
    for (let i = 0; i < 6; i++) expect((await anonymous()).status).toBe(200)
    expect((await anonymous()).status).toBe(429)
  })

  it('limits promo activation, DNS writes and top-up menus, but not DNS reads', async () => {
    const user = { id: 41_300 }
    const ip = '198.51.100.6'
    const promo = () =>
      call(t.app, 'POST', '/api/user/activate-promocode', { user, ip, json: { promocode: 'X1' } })
    expect((await promo()).status).toBe(404)
    expect((await promo()).status).toBe(404)
    expect((await promo()).status).toBe(429)

    const dnsPath = '/api/user/domains/nothere.com/dns'
    const record = { type: 'A', name: '@', content: '192.0.2.1' }
    for (let i = 0; i < 5; i++)
      expect((await call(t.app, 'GET', dnsPath, { user, ip })).status).not.toBe(429)
    expect((await call(t.app, 'POST', dnsPath, { user, ip, json: record })).status).not.toBe(429)
    expect((await call(t.app, 'DELETE', `${dnsPath}/r1`, { user, ip })).status).not.toBe(429)
    expect((await call(t.app, 'POST', dnsPath, { user, ip, json: record })).status).toBe(429)

    const menu = () => call(t.app, 'POST', '/api/send-topup-menu', { user, ip })
    expect((await menu()).status).not.toBe(429)
    expect((await menu()).status).not.toBe(429)
    expect((await menu()).status).toBe(429)
  })

  it('holds the Stars invoice call by its contract path, wherever it is mounted', async () => {
    const limit = costlyCallLimits({
      db: t.database.db,
      config: t.config,
      trusted: trustedProxies([]),
      botToken: TEST_BOT_TOKEN,
    })
    const limiter = limit('post', createTopupInvoice.path)
    expect(limiter).toBeDefined()
    const app = new Hono<AppEnv>()
    app.onError((err, c) => (err instanceof HttpError ? errorResponse(c, err) : c.text('', 500)))
    if (limiter) app.post(createTopupInvoice.path, limiter, (c) => c.json({ ok: true }))
    const invoice = () =>
      call(app, 'POST', createTopupInvoice.path, { user: { id: 41_500 }, ip: '198.51.100.8' })
    expect((await invoice()).status).toBe(200)
    expect((await invoice()).status).toBe(200)
    expect((await invoice()).status).toBe(429)
  })

  it('shares the counts between two server instances on one database', async () => {
    const second = await createSecondInstance(t, kind, 4)
    const other = second.app
    const ip = '198.51.100.7'
    const user = { id: 41_400 }
    const json = { query: 'shared' }
    expect((await call(t.app, 'POST', '/api/search', { user, ip, json })).status).toBe(200)
    expect((await call(other, 'POST', '/api/search', { user, ip, json })).status).toBe(200)
    expect((await call(t.app, 'POST', '/api/search', { user, ip, json })).status).toBe(200)
    expect((await call(other, 'POST', '/api/search', { user, ip, json })).status).toBe(429)
    await second.close()
  })
})
