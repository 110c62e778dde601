// /api/openapi.json is generated from the contract: every mounted call is in it, with its schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { dbKinds } from '../../helpers/test-db'

interface Operation {
  summary: string
  security: unknown[]
  parameters: { name: string; in: string }[]
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, unknown>
}
interface OpenApiDoc {
  openapi: string
  paths: Record<string, Record<string, Operation>>
}

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

describe.each(dbKinds)('openapi document on %s', (kind) => {
  let t: TestApp
  let doc: OpenApiDoc
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_TOKEN: 'admin-token-for-tests-0001' } })
    const res = await t.app.request('/api/openapi.json')
    expect(res.status).toBe(200)
    doc = (await res.json()) as OpenApiDoc
  })
  afterAll(() => t.close())

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0')
  })

  it('documents Idempotency-Key on the writes that honour it, and every error with one schema', async () => {
    const checkout = doc.paths['/api/cart/checkout']?.post
    expect(checkout?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    )
    expect(checkout?.responses[200]).toHaveProperty(['headers', 'Idempotent-Replayed'])
    expect(Object.keys(checkout?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '422', '429', '503']),
    )
    const error = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    }
    for (const code of ['401', '404', '409', '413', '422', '429', '503'])
      expect(checkout?.responses[code], code).toMatchObject(error)
    for (const code of ['429', '503'])
      expect(checkout?.responses[code], code).toMatchObject({
        headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
      })
    // A read takes no key and never answers 422.
    const profile = doc.paths['/api/user/profile']
    const read = profile?.get ?? profile?.post
    expect(read?.parameters.some((p) => p.name === 'Idempotency-Key')).toBe(false)
    expect(read?.responses[422]).toBeUndefined()
    // What the document says is what the server does: a reused key with another body is a 422.
    await t.fund(50_00)
    const first = await t.request('/api/user/activate-promocode', {
      method: 'POST',
      key: 'doc-key-1',
      json: { code: 'NOPE1' },
    })
    const again = await t.request('/api/user/activate-promocode', {
      method: 'POST',
      key: 'doc-key-1',
      json: { code: 'NOPE2' },
    })
    expect(first.status).not.toBe(422)
    expect(again.status).toBe(422)
    const body = (await again.json()) as Record<string, unknown>
    expect([typeof body.error, typeof body.message]).toEqual(['string', 'string'])
  })

  it('lists every endpoint mounted through the router, by method', () => {
    expect(t.router.endpoints.length).toBeGreaterThanOrEqual(4)
    for (const e of t.router.endpoints) {
      for (const method of e.methods) {
        const op = doc.paths[toOpenApiPath(e.path)]?.[method]
        expect(op, `${method.toUpperCase()} ${e.path}`).toBeDefined()
        expect(op?.summary).toBe(e.summary)
        expect(op?.responses).toHaveProperty('200')
        if (e.body && method !== 'get')
          expect(op?.requestBody?.content).toHaveProperty('application/json')
        if (e.auth !== 'public') expect(op?.security.length).toBeGreaterThan(0)
      }
    }
  })

  it('lists no call that is not mounted', () => {
    const mounted = new Set(
      t.router.endpoints.flatMap((e) => e.methods.map((m) => `${m} ${toOpenApiPath(e.path)}`)),
    )
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops))
        expect(mounted, `${method} ${path}`).toContain(`${method} ${path}`)
    }
  })

  it('leaves no /api route outside the contract (so none is missing from the document)', () => {
    const documented = new Set(
      t.router.endpoints.flatMap((e) => e.methods.map((m) => `${m.toUpperCase()} ${e.path}`)),
    )
    // Middleware is mounted on '/api/*' (for every method, or for the write methods: the body
    // limit), never a route of its own.
    const apiRoutes = t.app.routes.filter(
      (r) =>
        r.path.startsWith('/api/') &&
        r.method !== 'ALL' &&
        r.path !== '/api/*' &&
        r.path !== '/api/openapi.json',
    )
    for (const r of apiRoutes)
      expect(documented, `${r.method} ${r.path}`).toContain(`${r.method} ${r.path}`)
  })

  it('documents the foundation calls with their fields', () => {
    expect(doc.paths['/api/user/profile']).toHaveProperty('get')
    expect(doc.paths['/api/user/profile']).toHaveProperty('post')
    expect(doc.paths['/api/settings']).toHaveProperty('get')
    expect(doc.paths['/api/user/settings']).toHaveProperty('get')
    const visit = doc.paths['/api/user/visit']?.post
    expect(JSON.stringify(visit?.requestBody)).toContain('page_path')
    expect(JSON.stringify(doc.paths['/api/user/profile']?.get?.responses)).toContain('ban_reason')
  })

  it('documents the calls of email forwarding, suggestions, the watchlist and reputation', () => {
    const calls: Record<string, string[]> = {
      '/api/user/domains/{domain}/email': ['get'],
      '/api/user/domains/{domain}/email/destinations': ['post'],
      '/api/user/domains/{domain}/email/destinations/{id}': ['delete'],
      '/api/user/domains/{domain}/email/destinations/{id}/confirm': ['post'],
      '/api/user/domains/{domain}/email/aliases': ['post'],
      '/api/user/domains/{domain}/email/aliases/{id}': ['delete'],
      '/api/user/domains/{domain}/email/catch-all': ['put'],
      '/api/user/domains/{domain}/email/enable/preview': ['post'],
      '/api/user/domains/{domain}/email/enable': ['post'],
      '/api/suggestions': ['post'],
      '/api/user/watchlist': ['get', 'post'],
      '/api/user/watchlist/{domain}': ['delete'],
      '/api/user/reputation/check': ['post'],
      '/api/user/domains/{domain}/reputation': ['get'],
      '/api/admin/reputation': ['get'],
    }
    for (const [path, methods] of Object.entries(calls))
      for (const method of methods) {
        const op = doc.paths[path]?.[method]
        expect(op, `${method} ${path}`).toBeDefined()
        // Suggestions are public like the search; every other call is the owner's or an admin's.
        if (path !== '/api/suggestions')
          expect(op?.security.length, `${method} ${path}`).toBeGreaterThan(0)
      }
    // The shapes a client reads: each reputation source says whether it answered.
    const history = JSON.stringify(doc.paths['/api/user/domains/{domain}/reputation']?.get)
    expect(history).toContain('budget_spent')
    const flagged = JSON.stringify(doc.paths['/api/admin/reputation']?.get?.responses)
    expect(flagged).toContain('username')
  })
})
