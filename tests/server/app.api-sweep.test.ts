// No input yields a 5xx: every operation of /api/openapi.json gets generated path parameters, query
// strings and bodies (shaped by its schemas, at and past their limits, and plain garbage), signed in
// as a user or an admin so validation and handlers are reached, not only the 401.
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { dbKinds } from '../helpers/test-db'
import {
  EDGE_TEXTS,
  EDGE_VALUES,
  garbage,
  objectFor,
  textFor,
  typicalValue,
  valueFor,
  type JsonSchema,
} from '../helpers/schema-arbitrary'

const ADMIN_TOKEN = 'admin-token-for-the-api-sweep-0001'
const USER_ID = 777_000_123
const RUNS = 30

interface Parameter {
  name: string
  in: 'path' | 'query'
  schema: JsonSchema
}
interface Operation {
  parameters: Parameter[]
  security: Record<string, unknown>[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
}
interface Doc {
  paths: Record<string, Record<string, Operation>>
}

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

const queryValue = (p: Parameter) =>
  fc.option(fc.tuple(fc.constant(p.name), textFor(p.schema)), { freq: 4 })

function requestFor(path: string, method: string, op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const bodySchema = op.requestBody?.content['application/json'].schema
  return fc
    .record({
      params: fc.tuple(...pathParams.map((p) => textFor(p.schema))),
      query: fc.tuple(
        ...queryParams.map(queryValue),
        fc.option(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 })), { freq: 5 }),
      ),
      body: bodySchema
        ? fc.oneof(
            { arbitrary: objectFor(bodySchema).map((b) => JSON.stringify(b)), weight: 6 },
            { arbitrary: valueFor(bodySchema).map((b) => JSON.stringify(b) ?? ''), weight: 1 },
            { arbitrary: garbage.map((b) => JSON.stringify(b) ?? ''), weight: 1 },
            { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
          )
        : fc.constant(undefined),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 210 })), { freq: 3 }),
    })
    .map(({ params, query, body, idempotencyKey }) => {
      let url = path
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(params[i] ?? ''))
      })
      const search = new URLSearchParams()
      for (const pair of query) if (pair) search.append(pair[0], pair[1])
      const qs = search.toString()
      return {
        url: qs ? `${url}?${qs}` : url,
        method: method.toUpperCase(),
        body: method === 'get' ? undefined : body,
        idempotencyKey,
      }
    })
}

interface Probe {
  url: string
  method: string
  body: string | undefined
  idempotencyKey: string | null
}

/**
 * Every path parameter, query parameter and body field set alone to each edge value, the rest
 * typical, so a handler behind a valid request meets each edge.
 */
function edgeProbes(path: string, method: string, op: Operation): Probe[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const fill = (name: string, value: string) =>
    pathParams.reduce(
      (url, p) =>
        url.replace(
          `{${p.name}}`,
          encodeURIComponent(p.name === name ? value : String(typicalValue(p.schema))),
        ),
      path,
    )
  const schema = method === 'get' ? undefined : op.requestBody?.content['application/json'].schema
  const typical = schema ? (typicalValue(schema) as Record<string, unknown>) : undefined
  const body = typical && JSON.stringify(typical)
  const probe = (url: string, b = body): Probe => ({
    url,
    method: method.toUpperCase(),
    body: b,
    idempotencyKey: null,
  })
  const params = op.parameters.flatMap((p) =>
    EDGE_TEXTS.map((text) =>
      p.in === 'path'
        ? probe(fill(p.name, text))
        : probe(`${fill('', '')}?${new URLSearchParams({ [p.name]: text }).toString()}`),
    ),
  )
  const fields = Object.keys(schema?.properties ?? {}).flatMap((field) =>
    EDGE_VALUES.map((value) => probe(fill('', ''), JSON.stringify({ ...typical, [field]: value }))),
  )
  return [probe(fill('', '')), ...params, ...fields]
}

describe.each(dbKinds)(
  'every OpenAPI operation answers generated input below 500 on %s',
  (kind) => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { ADMIN_TOKEN, ADMIN_IDS: '4242' } })
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

    it.each(operations)('$method $path', async ({ path, method, op }) => {
      const schemes = op.security.flatMap((s) => Object.keys(s))
      const authorization = schemes.includes('telegramInitData')
        ? `tma ${t.initData({ id: USER_ID })}`
        : schemes.includes('adminBearer')
          ? `Bearer ${ADMIN_TOKEN}`
          : undefined
      const probe = async (req: Probe) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' }
        if (authorization) headers.Authorization = authorization
        if (req.idempotencyKey !== null) headers['Idempotency-Key'] = req.idempotencyKey
        const res = await t.app.request(req.url, { method: req.method, headers, body: req.body })
        const text = await res.text()
        const maintenance = res.status === 503 && text.includes('"maintenance"')
        if (res.status >= 500 && !maintenance) {
          expect.fail(
            `${req.method} ${req.url} ${req.body?.slice(0, 300)} -> ${res.status} ${text}`,
          )
        }
        // Signed in, the call must get past auth and the sign-in limiter to reach its handler.
        if (authorization) expect([401, 429], `${req.method} ${req.url}`).not.toContain(res.status)
      }
      for (const req of edgeProbes(path, method, op)) await probe(req)
      await fc.assert(fc.asyncProperty(requestFor(path, method, op), probe), { numRuns: RUNS })
    })
  },
)
