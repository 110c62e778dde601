import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHash } from 'node:crypto'
import { adminSessions } from '../../../../server/db/schema'
import { safeEqual } from '../../../../server/core/admin/safe-equal'
import { tokenFingerprint } from '../../../../server/core/admin/sessions'
import { dbKinds } from '../../../helpers/test-db'
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'

// A pass-through spy: proves the token comparison goes through the constant-time function.
vi.mock('../../../../server/core/admin/safe-equal', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../server/core/admin/safe-equal')>()
  return { safeEqual: vi.fn(actual.safeEqual) }
})

/** The Node server's env for a request whose TCP peer is `ip`. */
const fromPeer = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } })

const sessionCookie = (res: Response) =>
  /admin_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1]

describe.each(dbKinds)('admin session sign-in on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
  })
  afterAll(() => t.close())
  beforeEach(() => {
    vi.mocked(safeEqual).mockClear()
  })

  const signIn = (token: string, ip = '203.0.113.1', url = 'http://localhost/api/admin/session') =>
    t.app.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      },
      fromPeer(ip),
    )

  it('exchanges the token for a session cookie that works, is stored hashed, and signs out', async () => {
    const res = await signIn(ADMIN_TOKEN, '203.0.113.50')
    expect(res.status).toBe(200)
    const body = await json<{ actor: string; method: string; expires_at: string }>(res)
    expect(body.method).toBe('session')
    expect(safeEqual).toHaveBeenCalledWith(ADMIN_TOKEN, ADMIN_TOKEN)
    const secret = sessionCookie(res)
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await t.database.db.select().from(adminSessions)
    expect(stored.some((s) => s.idHash === secret)).toBe(false)
    expect(stored.length).toBeGreaterThan(0)

    const me = await t.app.request('/api/admin/me', {
      headers: { Cookie: `admin_session=${secret}` },
    })
    expect(me.status).toBe(200)
    expect(await json(me)).toEqual({
      actor: body.actor,
      method: 'session',
      expires_at: body.expires_at,
    })

    const out = await t.app.request('/api/admin/session', {
      method: 'DELETE',
      headers: { Cookie: `admin_session=${secret}` },
    })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/admin_session=;.*Max-Age=0/)
    const after = await t.app.request('/api/admin/me', {
      headers: { Cookie: `admin_session=${secret}` },
    })
    expect(after.status).toBe(401)
  })

  it('refuses a forged, expired or foreign session cookie', async () => {
    const forged = await t.app.request('/api/admin/me', {
      headers: { Cookie: `admin_session=${'a'.repeat(43)}` },
    })
    expect(forged.status).toBe(401)
    const res = await signIn(ADMIN_TOKEN, '203.0.113.51')
    const secret = sessionCookie(res) ?? ''
    await t.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) })
    expect(
      (await t.app.request('/api/admin/me', { headers: { Cookie: `admin_session=${secret}` } }))
        .status,
    ).toBe(401)
    // A session made with an earlier ADMIN_TOKEN stops working once the token is rotated.
    const foreign = 'b'.repeat(43)
    await t.database.db.insert(adminSessions).values({
      idHash: createHash('sha256').update(foreign).digest('hex'),
      actor: tokenFingerprint('the-previous-admin-token-0123456789'),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    expect(
      (await t.app.request('/api/admin/me', { headers: { Cookie: `admin_session=${foreign}` } }))
        .status,
    ).toBe(401)
  })

  it('sets HttpOnly, SameSite=Strict, Path=/api, a 12 h expiry and Secure except on plain local http', async () => {
    const secure = await signIn(
      ADMIN_TOKEN,
      '203.0.113.60',
      'https://admin.example.com/api/admin/session',
    )
    const cookie = secure.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/Path=\/api(;|$)/)
    expect(cookie).toMatch(/Max-Age=43200/)
    expect(cookie).toMatch(/Expires=/)

    const plainRemote = await signIn(
      ADMIN_TOKEN,
      '203.0.113.61',
      'http://admin.example.com/api/admin/session',
    )
    expect(plainRemote.headers.get('set-cookie')).toMatch(/Secure/)
    const local = await signIn(ADMIN_TOKEN, '203.0.113.62', 'http://localhost/api/admin/session')
    expect(local.headers.get('set-cookie')).not.toMatch(/Secure/)
    expect(local.headers.get('set-cookie')).toMatch(/HttpOnly/)
  })

  it('refuses a wrong token at sign-in with 401 naming the field', async () => {
    const res = await signIn('not-the-token-at-all', '203.0.113.70')
    expect(res.status).toBe(401)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await json(res)).toMatchObject({ error: 'unauthorized', field: 'token' })
    expect(safeEqual).toHaveBeenCalledWith('not-the-token-at-all', ADMIN_TOKEN)
  })

  it('limits failed sign-ins to 5 per 15 minutes per IP, even for the right token afterwards', async () => {
    const ip = '192.0.2.10'
    for (let i = 0; i < 5; i++) expect((await signIn(`wrong-${i}`, ip)).status).toBe(401)
    const blocked = await signIn(ADMIN_TOKEN, ip)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await json(blocked)).toMatchObject({ error: 'too_many_attempts' })
    expect((await signIn(ADMIN_TOKEN, '192.0.2.11')).status).toBe(200)
  })

  it('counts wrong Bearer tokens against the same limit', async () => {
    const ip = '192.0.2.20'
    const bearer = (token: string) =>
      t.app.request(
        '/api/admin/me',
        { headers: { Authorization: `Bearer ${token}` } },
        fromPeer(ip),
      )
    for (let i = 0; i < 5; i++) expect((await bearer(`wrong-${i}`)).status).toBe(401)
    expect((await bearer(ADMIN_TOKEN)).status).toBe(429)
    expect((await signIn(ADMIN_TOKEN, ip)).status).toBe(429)
  })

  it('locks the address after a burst of 50 concurrent wrong Bearer tokens', async () => {
    const ip = '192.0.2.40'
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        t.app.request(
          '/api/admin/me',
          { headers: { Authorization: `Bearer wrong-concurrent-${i}` } },
          fromPeer(ip),
        ),
      ),
    )
    // Every one is refused, and none says more than that the token is not the one.
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true)
    vi.mocked(safeEqual).mockClear()
    const after = await t.app.request(
      '/api/admin/me',
      { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
      fromPeer(ip),
    )
    expect(after.status).toBe(429)
    // Locked: refused before any comparison.
    expect(safeEqual).not.toHaveBeenCalled()
  })

  it('never refuses the right token for attempts around it: 20 concurrent, twice', async () => {
    const ip = '192.0.2.50'
    const burst = () =>
      Promise.all(
        Array.from({ length: 20 }, async () =>
          t.app.request(
            '/api/admin/me',
            { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
            fromPeer(ip),
          ),
        ),
      )
    for (const answers of [await burst(), await burst()])
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200))
    expect((await signIn(ADMIN_TOKEN, ip)).status).toBe(200)
  })

  it('does not count successful sign-ins', async () => {
    const ip = '192.0.2.30'
    for (let i = 0; i < 7; i++) expect((await signIn(ADMIN_TOKEN, ip)).status).toBe(200)
  })
})
