// /api/openapi.json is generated from the contract: every mounted call is in it, with its schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { dbKinds } from '../../helpers/test-db'

interface Operation {
  summary: string
  security: unknown[]
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
    const apiRoutes = t.app.routes.filter(
      (r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/openapi.json',
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
})
