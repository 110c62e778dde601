import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { safeEqual } from '../../../../server/core/admin/safe-equal'
import { dbKinds } from '../../../helpers/test-db'
import { ADMIN_ID, ADMIN_TOKEN, createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'

// A pass-through spy: proves the token comparison goes through the constant-time function.
vi.mock('../../../../server/core/admin/safe-equal', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../server/core/admin/safe-equal')>()
  return { safeEqual: vi.fn(actual.safeEqual) }
})

const PUBLIC_ADMIN_PATHS = new Set(['/api/admin/session'])

/** Every admin route, from the Router's endpoints and from Hono's own route table. */
function adminRoutes(t: TestApp): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>()
  for (const e of t.router.endpoints.filter((x) => x.auth === 'admin')) {
    for (const m of e.methods)
      seen.set(`${m.toUpperCase()} ${e.path}`, { method: m.toUpperCase(), path: e.path })
  }
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || PUBLIC_ADMIN_PATHS.has(r.path)) continue
    if (r.path.startsWith('/api/admin') || r.path.startsWith('/api/maintenance/')) {
      if (r.path.startsWith('/api/maintenance/') && r.method === 'GET') continue // public status reads
      seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path })
    }
  }
  return [...seen.values()].map((r) => ({
    ...r,
    path: r.path.replace(/:tg_id|:id/g, '1001').replace(/:code/g, 'CODE'),
  }))
}

describe.each(dbKinds)('admin sign-in on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    vi.mocked(safeEqual).mockClear()
  })

  it('enumerates the admin routes from the router and Hono', () => {
    const routes = adminRoutes(t)
    const fromRouter = t.router.endpoints
      .filter((e) => e.auth === 'admin')
      .flatMap((e) => e.methods)
    // Nothing under /api/admin is mounted around the Router (which would skip its auth).
    expect(routes).toHaveLength(fromRouter.length)
    expect(routes.length).toBeGreaterThanOrEqual(20)
    expect(routes).toContainEqual({ method: 'POST', path: '/api/maintenance/set' })
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/admin/aftermarket/1001' })
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/users' })
  })

  it('answers 401 without credentials and 403 for a signed-in non-admin on every admin route', async () => {
    for (const { method, path } of adminRoutes(t)) {
      const anonymous = await t.request(path, {
        method,
        user: null,
        json: method === 'GET' ? undefined : {},
      })
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401)
      const nonAdmin = await t.request(path, {
        method,
        user: { id: 1001 },
        json: method === 'GET' ? undefined : {},
      })
      expect(nonAdmin.status, `${method} ${path} non-admin`).toBe(403)
    }
  })

  it('lets a Telegram admin in with signed init data', async () => {
    const res = await t.request('/api/admin/me', { user: { id: ADMIN_ID } })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      actor: `tg:${ADMIN_ID}`,
      method: 'telegram',
      expires_at: null,
    })
  })

  it('accepts the token as a Bearer header and refuses a wrong one through safeEqual', async () => {
    const ok = await t.admin('/api/admin/me')
    expect(ok.status).toBe(200)
    expect(await json(ok)).toMatchObject({ actor: 'token', method: 'token' })
    expect(safeEqual).toHaveBeenCalledWith(ADMIN_TOKEN, ADMIN_TOKEN)

    const wrong = await t.app.request('/api/admin/me', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}x`, 'X-Forwarded-For': '198.51.100.9' },
    })
    expect(wrong.status).toBe(401)
    expect(safeEqual).toHaveBeenLastCalledWith(`${ADMIN_TOKEN}x`, ADMIN_TOKEN)
    expect(vi.mocked(safeEqual).mock.results.at(-1)?.value).toBe(false)
  })

  it('never takes admin credentials from the query string', async () => {
    const token = encodeURIComponent(ADMIN_TOKEN)
    for (const q of [
      `token=${token}`,
      `admin_token=${token}`,
      `authorization=Bearer%20${token}`,
      `access_token=${token}`,
    ]) {
      const res = await t.request(`/api/admin/me?${q}`, { user: null })
      expect(res.status, q).toBe(401)
    }
    const adminInitData = encodeURIComponent(t.initData({ id: ADMIN_ID }))
    expect(
      (await t.request(`/api/admin/me?tg_init_data=${adminInitData}`, { user: null })).status,
    ).toBe(401)
  })

  it('lists every admin route in the OpenAPI document with admin security', async () => {
    const doc = await json<{ paths: Record<string, Record<string, { security: unknown[] }>> }>(
      await t.request('/api/openapi.json', { user: null }),
    )
    for (const e of t.router.endpoints.filter((x) => x.auth === 'admin')) {
      const op = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.methods[0] ?? 'get']
      expect(op?.security, e.path).toEqual([{ adminBearer: [] }, { adminSession: [] }])
    }
  })
})

describe.each(dbKinds)('admin sign-in without ADMIN_TOKEN on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, env: { ADMIN_TOKEN: '' } })
  })
  afterAll(() => t.close())

  it('refuses every token', async () => {
    const res = await t.request('/api/admin/session', {
      method: 'POST',
      user: null,
      json: { token: ADMIN_TOKEN },
    })
    expect(res.status).toBe(401)
    expect((await t.admin('/api/admin/me')).status).toBe(401)
  })
})
