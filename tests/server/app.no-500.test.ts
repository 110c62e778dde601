// "No input ever yields a 500", checked over every mounted call: wrong credentials, broken JSON,
// bodies of the wrong shape, random objects and odd path parameters.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '@contract/endpoint'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { dbKinds } from '../helpers/test-db'

const ADMIN_TOKEN = 'admin-token-for-the-500-sweep'
const ODD_PARAMS = [
  'x',
  '0',
  '-1',
  '99999999999999999999',
  'a.b',
  '%00',
  '%E2%80%AE',
  "'%20or%201=1",
]
const BROKEN_BODIES = ['{', '[]', 'null', '"text"', '12', '{"a":', '{}', '{"__proto__":{"x":1}}']

describe.each(dbKinds)('no 500 from any endpoint on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_TOKEN } })
  })
  afterAll(() => t.close())

  async function send(
    e: Endpoint,
    method: string,
    param: string,
    body: string | undefined,
    as: 'none' | 'auth',
  ) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (as === 'auth' && e.auth === 'user')
      headers.Authorization = `tma ${t.initData({ id: 3001 })}`
    if (as === 'auth' && e.auth === 'admin') headers.Authorization = `Bearer ${ADMIN_TOKEN}`
    const path = e.path.replace(/:(\w+)/g, param)
    const res = await t.app.request(path, {
      method: method.toUpperCase(),
      headers,
      body: method === 'get' ? undefined : body,
    })
    // A generated body may switch maintenance on; every later user call would then answer the
    // deliberate 503 instead of reaching its handler. Switch it off again at once.
    if (as === 'auth' && path.startsWith('/api/maintenance/') && method !== 'get') {
      for (const scope of ['set', 'buy-set', 'market-set'])
        await t.app.request(`/api/maintenance/${scope}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
          body: JSON.stringify({ maintenance_mode: false }),
        })
    }
    return res
  }

  const calls = () => t.router.endpoints.flatMap((e) => e.methods.map((m) => [e, m] as const))

  it('answers a call without credentials below 500', async () => {
    for (const [e, method] of calls()) {
      const res = await send(e, method, 'x', '{}', 'none')
      expect(res.status, `${method} ${e.path}`).toBeLessThan(500)
      if (e.auth !== 'public') expect([401, 403], `${method} ${e.path}`).toContain(res.status)
    }
  })

  it('answers broken and wrongly shaped bodies and odd path parameters below 500', async () => {
    for (const [e, method] of calls()) {
      const bodies = method === 'get' ? [undefined] : BROKEN_BODIES
      const params = e.path.includes(':') ? ODD_PARAMS : ['x']
      for (const body of bodies) {
        for (const param of params) {
          const res = await send(e, method, param, body, 'auth')
          expect(res.status, `${method} ${e.path} ${param} ${body}`).toBeLessThan(500)
        }
      }
    }
  })

  it('answers random JSON objects below 500', async () => {
    const writes = calls().filter(([, m]) => m !== 'get')
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
        async ([e, method], body) => {
          const res = await send(e, method, '1', JSON.stringify(body), 'auth')
          expect(res.status, `${method} ${e.path} ${JSON.stringify(body)}`).toBeLessThan(500)
        },
      ),
      { numRuns: Math.max(60, writes.length * 6) },
    )
  })

  it('answers random objects built from each call’s own field names below 500', async () => {
    const writes = calls().filter(([e, m]) => m !== 'get' && e.body)
    const fieldsOf = (e: Endpoint) => {
      const shape = (e.body as unknown as { shape?: Record<string, unknown> }).shape
      return shape ? Object.keys(shape) : []
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes).chain(([e, m]) =>
          fc.tuple(
            fc.constant([e, m] as const),
            fc.record(
              Object.fromEntries(fieldsOf(e).map((f) => [f, fc.jsonValue({ maxDepth: 2 })])),
              {
                requiredKeys: [],
              },
            ),
          ),
        ),
        async ([[e, method], body]) => {
          const res = await send(e, method, '1', JSON.stringify(body), 'auth')
          expect(res.status, `${method} ${e.path} ${JSON.stringify(body)}`).toBeLessThan(500)
        },
      ),
      { numRuns: Math.max(80, writes.length * 8) },
    )
  })
})
