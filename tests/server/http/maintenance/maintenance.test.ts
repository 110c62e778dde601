import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { createApp } from '../../../../server/app'
import { auditLog } from '../../../../server/db/schema'
import { createLogger } from '../../../../server/logger'
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { dbKinds } from '../../../helpers/test-db'

type Call = [method: string, path: string]

// Paths other helpers mount (or not, yet: then the gate answers before their 404).
const BUY_BLOCKED: Call[] = [
  ['POST', '/api/search'],
  ['POST', '/api/cart/add'],
  ['POST', '/api/cart/checkout'],
]
const MARKET_BLOCKED: Call[] = [
  ['GET', '/api/aftermarket/domains'],
  ['POST', '/api/aftermarket/cart/add'],
  ['POST', '/api/aftermarket/checkout'],
]
const OTHER_USER_CALLS: Call[] = [
  ['GET', '/api/user/profile'],
  ['POST', '/api/user/visit'],
  ['GET', '/api/settings'],
  ['GET', '/api/cart'],
  ['POST', '/api/domain-prices'],
]
const ALWAYS_OPEN: Call[] = [
  ['GET', '/api/maintenance/status'],
  ['GET', '/api/maintenance/buy-status'],
  ['GET', '/api/maintenance/market-status'],
  ['GET', '/api/openapi.json'],
  ['GET', '/healthz'],
]

describe.each(dbKinds)('maintenance on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      admin: true,
      prices: true,
      env: { MAINTENANCE_POLL_MS: '1234' },
    })
  })
  afterAll(() => t.close())

  const call = ([method, path]: Call) =>
    t.request(path, {
      method,
      json:
        method === 'GET'
          ? undefined
          : {
              page_path: '/',
              query: 'example',
              domain: 'example.com',
              price: 1,
              renewal_price: 1,
              domain_id: 1,
            },
    })
  const set = (
    which: 'set' | 'buy-set' | 'market-set',
    maintenance_mode: boolean,
    message?: string,
  ) =>
    t.admin(`/api/maintenance/${which}`, {
      method: 'POST',
      json: { maintenance_mode, ...(message !== undefined ? { message } : {}) },
    })

  async function expectBlocked(calls: Call[], scope: string, message: string) {
    for (const c of calls) {
      const res = await call(c)
      expect(res.status, c.join(' ')).toBe(503)
      expect(await json(res)).toEqual({ error: 'maintenance', scope, message })
    }
  }
  async function expectOpen(calls: Call[]) {
    for (const c of calls) expect((await call(c)).status, c.join(' ')).not.toBe(503)
  }

  it('reads all switches off with the configured poll interval', async () => {
    expect(await json(await t.request('/api/maintenance/status', { user: null }))).toEqual({
      maintenance_mode: false,
      message: '',
      poll_ms: 1234,
    })
    expect(await json(await t.request('/api/maintenance/buy-status', { user: null }))).toEqual({
      buy_maintenance_mode: false,
      buy_maintenance_message: '',
      maintenance_mode: false,
      message: '',
      poll_ms: 1234,
    })
    await expectOpen([...BUY_BLOCKED, ...MARKET_BLOCKED, ...OTHER_USER_CALLS, ...ALWAYS_OPEN])
  })

  it('purchase maintenance blocks search, cart add and checkout only', async () => {
    const res = await set('buy-set', true, 'Registrar upgrade')
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      success: true,
      scope: 'buy',
      maintenance_mode: true,
      message: 'Registrar upgrade',
    })
    expect(
      await json(await t.request('/api/maintenance/buy-status', { user: null })),
    ).toMatchObject({
      buy_maintenance_mode: true,
      buy_maintenance_message: 'Registrar upgrade',
      maintenance_mode: true,
      message: 'Registrar upgrade',
    })
    expect(await json(await t.request('/api/maintenance/status', { user: null }))).toMatchObject({
      maintenance_mode: false,
    })
    await expectBlocked(BUY_BLOCKED, 'buy', 'Registrar upgrade')
    await expectOpen([...MARKET_BLOCKED, ...OTHER_USER_CALLS, ...ALWAYS_OPEN])
    await set('buy-set', false)
    await expectOpen(BUY_BLOCKED)
  })

  it('market maintenance blocks the After Market calls only', async () => {
    await set('market-set', true, '')
    await expectBlocked(
      MARKET_BLOCKED,
      'market',
      'The service is under maintenance. Please try again later.',
    )
    await expectOpen([...BUY_BLOCKED, ...OTHER_USER_CALLS, ...ALWAYS_OPEN])
    expect((await t.admin('/api/admin/aftermarket')).status).toBe(200)
    await set('market-set', false)
    await expectOpen(MARKET_BLOCKED)
  })

  it('general maintenance blocks every user call but leaves admin calls and status reads open', async () => {
    await set('set', true, 'Back at 10:00')
    await expectBlocked(
      [...BUY_BLOCKED, ...MARKET_BLOCKED, ...OTHER_USER_CALLS],
      'general',
      'Back at 10:00',
    )
    await expectOpen(ALWAYS_OPEN)
    expect((await t.admin('/api/admin/users')).status).toBe(200)
    expect(await json(await t.request('/api/maintenance/status', { user: null }))).toEqual({
      maintenance_mode: true,
      message: 'Back at 10:00',
      poll_ms: 1234,
    })
    // The operator can always switch it off again.
    expect((await set('set', false)).status).toBe(200)
    await expectOpen([...BUY_BLOCKED, ...MARKET_BLOCKED, ...OTHER_USER_CALLS])
  })

  it('keeps the stored message when a toggle sends none, and audits every change', async () => {
    await set('set', true, 'Kept message')
    const off = await json(await set('set', false))
    expect(off).toMatchObject({ maintenance_mode: false, message: 'Kept message' })
    const [last] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'maintenance.set'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(last).toMatchObject({
      actor: 'token',
      target: 'maintenance:general',
      before: { enabled: true, message: 'Kept message' },
      after: { enabled: false, message: 'Kept message' },
    })
  })

  it('shares the switches through the database with other server processes', async () => {
    const config = t.config
    await set('set', true, 'From another process')
    // Another process (its own app and cache, same database) sees the switch.
    const other = createApp({
      config,
      database: t.database,
      logger: createLogger('silent'),
      botToken: TEST_BOT_TOKEN,
    })
    const res = await other.app.request('/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(503)
    await set('set', false)
  })

  it('validates the switch body', async () => {
    const res = await t.admin('/api/maintenance/set', { method: 'POST', json: { message: 'x' } })
    expect(res.status).toBe(400)
    expect(await json(res)).toMatchObject({ field: 'maintenance_mode' })
    const wrongType = await t.admin('/api/maintenance/market-set', {
      method: 'POST',
      json: { maintenance_mode: 'yes' },
    })
    expect(wrongType.status).toBe(400)
    // No length limit on the message beyond the body limit.
    const long = 'x'.repeat(50_000)
    expect(await json(await set('buy-set', false, long))).toMatchObject({ message: long })
  })
})
