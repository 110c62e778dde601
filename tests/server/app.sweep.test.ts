// No input yields a 5xx, and a 400 names its problem: every operation of /api/openapi.json (the
// document lists every mounted endpoint, see openapi.test.ts) is called without credentials (401
// or 403 unless public), then signed in as a user or an admin, so validation and handlers are
// reached, with fixed probes (each edge value alone, odd raw path segments, broken JSON) and
// generated path parameters, query strings and bodies shaped by its schemas.
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { errorBody } from '@contract/errors'
import {
  fixedProbes,
  requestFor,
  typicalProbe,
  type Doc,
  type Probe,
} from '../helpers/openapi-probes'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { dbKinds } from '../helpers/test-db'

const ADMIN_TOKEN = 'admin-token-for-the-api-sweep-0001'
const USER_ID = 777_000_123
const RUNS = 30

/** The operations of the document, read once from an app of the same build. */
async function readOperations() {
  const t = await createTestApp('pglite', { env: { ADMIN_TOKEN } })
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as Doc
  await t.close()
  const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  )
  // Wrong tokens sent to the sign-in lock this client out of the admin API for 15 minutes (429):
  // the sign-in goes last so every other admin call is still reached.
  const isSignIn = (o: { path: string }) => o.path === '/api/admin/session'
  return [...all.filter((o) => !isSignIn(o)), ...all.filter(isSignIn)]
}
const operations = await readOperations()

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

describe.each(dbKinds)(
  'every OpenAPI operation answers generated input below 500 on %s',
  (kind) => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind, { prices: true, env: { ADMIN_TOKEN, ADMIN_IDS: '4242' } })
      await t.request('/api/user/profile', { user: { id: USER_ID } })
    })
    afterAll(() => t.close())

    // The sweep may switch maintenance on; a user call then answers the deliberate 503 instead of
    // reaching its handler, so every operation starts with the switches off.
    beforeEach(async () => {
      for (const scope of ['set', 'buy-set', 'market-set']) {
        await t.app.request(`/api/maintenance/${scope}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ maintenance_mode: false }),
        })
      }
    })

    const send = (req: Probe, authorization: string | undefined) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (authorization) headers.Authorization = authorization
      if (req.idempotencyKey !== null) headers['Idempotency-Key'] = req.idempotencyKey
      return t.app.request(req.url, { method: req.method, headers, body: req.body })
    }

    it.each(operations)('$method $path', async ({ path, method, op }) => {
      const schemes = op.security.flatMap((s) => Object.keys(s))
      const anonymous = await send(typicalProbe(path, method, op), undefined)
      expect(anonymous.status, `${method} ${path} without credentials`).toBeLessThan(500)
      if (schemes.length > 0)
        expect([401, 403], `${method} ${path} without credentials`).toContain(anonymous.status)

      const authorization = schemes.includes('telegramInitData')
        ? `tma ${t.initData({ id: USER_ID })}`
        : schemes.includes('adminBearer')
          ? `Bearer ${ADMIN_TOKEN}`
          : undefined
      const probe = async (req: Probe) => {
        const res = await send(req, authorization)
        const text = await res.text()
        const what = `${req.method} ${req.url} ${req.body?.slice(0, 300)} -> ${res.status} ${text}`
        const maintenance = res.status === 503 && text.includes('"maintenance"')
        if (res.status >= 500 && !maintenance) expect.fail(what)
        // Signed in, the call must get past auth and the sign-in limiter to reach its handler.
        if (authorization) expect([401, 429], what).not.toContain(res.status)
        // A 400 names its problem: a code, a message, and the field when one is to blame.
        if (res.status === 400) {
          const err = errorBody.safeParse(parseJson(text))
          expect(err.success, what).toBe(true)
          expect(err.data?.error, what).not.toBe('')
          expect(err.data?.message, what).not.toBe('')
          if (err.data?.field !== undefined) expect(err.data.field, what).not.toBe('')
        }
      }
      for (const req of fixedProbes(path, method, op)) await probe(req)
      await fc.assert(fc.asyncProperty(requestFor(path, method, op), probe), { numRuns: RUNS })
    })
  },
)
