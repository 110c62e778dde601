// Idempotency-Key: one effect per key, the stored answer replayed, a changed body refused, keys
// forgotten after 24 hours, failures never remembered. Effects are counted in the database.
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, visits } from '../../../../server/db/schema'
import type { AppEnv } from '../../../../server/http/env'
import { HttpError, errorResponse } from '../../../../server/http/errors'
import { idempotency } from '../../../../server/http/middleware/idempotency'
import { createSecondInstance, createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('Idempotency-Key on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const visit = (key: string, pagePath: string, userId = 9001) =>
    t.request('/api/user/visit', {
      method: 'POST',
      json: { page_path: pagePath },
      headers: { 'Idempotency-Key': key },
      user: { id: userId },
    })

  const visitCount = async (userId: number, pagePath: string) =>
    (
      await t.database.db
        .select()
        .from(visits)
        .where(and(eq(visits.userId, userId), eq(visits.pagePath, pagePath)))
    ).length

  it('replays the stored answer and has the effect once', async () => {
    const first = await visit('key-replay-1', '/buy')
    const second = await visit('key-replay-1', '/buy')
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(await first.json())
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await visitCount(9001, '/buy')).toBe(1)
  })

  it('treats the same body with keys in another order, or fresh init data, as the same request', async () => {
    const body = (tg: string) =>
      JSON.stringify({ tg_init_data: tg, page_path: '/cart', x: 1, a: 2 })
    const send = (text: string) =>
      t.app.request('/api/user/visit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-order-1' },
        body: text,
      })
    expect((await send(body(t.initData({ id: 9002 })))).status).toBe(200)
    const reordered = JSON.stringify({
      a: 2,
      page_path: '/cart',
      x: 1,
      tg_init_data: t.initData({ id: 9002 }),
    })
    const again = await send(reordered)
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await visitCount(9002, '/cart')).toBe(1)
  })

  it('refuses the same key with another body with 422 and no effect', async () => {
    expect((await visit('key-conflict-1', '/history')).status).toBe(200)
    const res = await visit('key-conflict-1', '/panel')
    expect(res.status).toBe(422)
    expect(((await res.json()) as { error: string }).error).toBe('idempotency_key_reused')
    expect(await visitCount(9001, '/panel')).toBe(0)
  })

  it('keeps keys apart per user', async () => {
    expect((await visit('key-shared-1', '/aftermarket', 9003)).status).toBe(200)
    expect((await visit('key-shared-1', '/aftermarket-cart', 9004)).status).toBe(200)
    expect(await visitCount(9003, '/aftermarket')).toBe(1)
    expect(await visitCount(9004, '/aftermarket-cart')).toBe(1)
  })

  it('runs twenty concurrent twins once and gives them all the same answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => visit('key-twins-1', '/profile')),
    )
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(new Set(bodies).size).toBe(1)
    expect(await visitCount(9001, '/profile')).toBe(1)
  })

  it('forgets a key after 24 hours', async () => {
    expect((await visit('key-expiry-1', '/profile/details')).status).toBe(200)
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(idempotencyKeys.key, 'key-expiry-1'))
    const again = await visit('key-expiry-1', '/profile/details')
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await visitCount(9001, '/profile/details')).toBe(2)
  })

  it('still knows a key at 23 hours', async () => {
    expect((await visit('key-expiry-2', '/maintenance')).status).toBe(200)
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '23 hours'` })
      .where(eq(idempotencyKeys.key, 'key-expiry-2'))
    expect((await visit('key-expiry-2', '/maintenance')).headers.get('Idempotent-Replayed')).toBe(
      'true',
    )
    expect((await visit('key-expiry-2', '/banned')).status).toBe(422)
    expect(await visitCount(9001, '/maintenance')).toBe(1)
  })

  it('replays a 400 as well, since the same request would fail the same way', async () => {
    const bad = () =>
      t.request('/api/user/visit', {
        method: 'POST',
        json: { page_path: 'no-slash' },
        headers: { 'Idempotency-Key': 'key-bad-1' },
        user: { id: 9001 },
      })
    const first = await bad()
    const second = await bad()
    expect(first.status).toBe(400)
    expect(second.status).toBe(400)
    expect(await second.json()).toEqual(await first.json())
  })

  it('runs requests without a key every time', async () => {
    const send = () =>
      t.request('/api/user/visit', {
        method: 'POST',
        json: { page_path: '/ether' },
        user: { id: 9001 },
      })
    await send()
    await send()
    expect(await visitCount(9001, '/ether')).toBe(2)
  })

  it('answers twins spread over two server instances on one database once', async () => {
    const second = await createSecondInstance(t, kind, 10)
    const other = second.app
    const send = async (app: typeof other) =>
      await app.request('/api/user/visit', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': 'key-two-apps',
          Authorization: `tma ${t.initData({ id: 9005 })}`,
        },
        body: JSON.stringify({ page_path: '/access-denied' }),
      })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(i % 2 ? other : t.app)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(await visitCount(9005, '/access-denied')).toBe(1)
    await second.close()
  })
})

describe.each(dbKinds)('Idempotency-Key and failures on %s', (kind) => {
  let t: TestApp
  let effects = 0
  let failNext = 0
  const app = new Hono<AppEnv>()
  beforeAll(async () => {
    t = await createTestApp(kind)
    app.onError((err, c) =>
      err instanceof HttpError
        ? errorResponse(c, err)
        : c.json({ error: 'internal_error', message: 'boom' }, 500),
    )
    app.post('/effect', idempotency(t.database.db), (c) => {
      effects += 1
      if (failNext > 0) {
        failNext -= 1
        if (failNext % 2 === 0) throw new Error('provider exploded')
        return c.json({ error: 'upstream', message: 'bad gateway' }, 502)
      }
      return c.json({ effect: effects })
    })
  })
  afterAll(() => t.close())

  const call = () =>
    app.request('/effect', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'key-5xx' },
      body: '{}',
    })

  it('does not store a 5xx or a thrown error, so a retry runs again and then is stored', async () => {
    failNext = 2
    expect((await call()).status).toBe(502)
    expect((await call()).status).toBe(500)
    const ok = await call()
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ effect: 3 })
    const replay = await call()
    expect(await replay.json()).toEqual({ effect: 3 })
    expect(effects).toBe(3)
  })
})
