// Regression examples found by the API sweep: ids past int4 and dates outside what a timestamp
// holds used to reach PostgreSQL and come back as 500s; the contract now bounds them (400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'

describe.each(dbKinds)('admin ids and dates are bounded on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
  })
  afterAll(() => t.close())

  it('refuses a listing id past int4 with a 400 naming it', async () => {
    const res = await t.admin('/api/admin/aftermarket/2147483648', {
      method: 'PATCH',
      json: { price: 5 },
    })
    expect(res.status).toBe(400)
    expect(await json(res)).toMatchObject({ field: 'id' })
    const last = await t.admin('/api/admin/aftermarket/2147483647', {
      method: 'PATCH',
      json: { price: 5 },
    })
    expect(last.status).toBe(404)
  })

  it('refuses domain ids and user ids that are not positive whole numbers', async () => {
    for (const id of ['0', '007', '1e3', '9999999999999999']) {
      const res = await t.admin(`/api/admin/domains/${id}/retry`, { method: 'POST' })
      expect(res.status, id).toBe(400)
    }
    expect((await t.admin('/api/admin/users/12x')).status).toBe(400)
  })

  it.each([
    '/api/admin/transactions?from=0000-01-01',
    '/api/admin/transactions?to=9999-12-31',
    '/api/admin/stats?from=0000-01-01',
    '/api/admin/stats?to=9999-12-31',
    '/api/admin/stats?to=0000-01-01',
    '/api/admin/visits?to=9999-12-31',
    '/api/admin/visits?from=0000-01-01&to=0000-02-01',
  ])('answers %s with a 400 naming the date', async (path) => {
    const res = await t.admin(path)
    expect(res.status).toBe(400)
    const body = await json<{ field: string; message: string }>(res)
    expect(['from', 'to']).toContain(body.field)
    expect(body.message).toContain('between 2000-01-01 and 2999-12-31')
  })

  it('still answers dates inside the range', async () => {
    const res = await t.admin('/api/admin/stats?from=2999-01-01&to=2999-12-31')
    expect(res.status).toBe(200)
    expect((await t.admin('/api/admin/transactions?from=2000-01-01')).status).toBe(200)
  })

  it('documents the bounded path parameters in the OpenAPI document', async () => {
    const doc = await json<{
      paths: Record<string, Record<string, { parameters: { name: string; schema: unknown }[] }>>
    }>(await t.app.request('/api/openapi.json'))
    const patch = doc.paths['/api/admin/aftermarket/{id}']?.patch
    expect(JSON.stringify(patch?.parameters)).toContain('1-9')
    const stats = doc.paths['/api/admin/stats']?.get
    expect(stats?.parameters.map((p) => p.name)).toEqual(['from', 'to'])
  })
})
