// The foundation's own calls: profile, visit log, settings, ban answers and health.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileResponse, publicSettings } from '@contract/user'
import { users, visits } from '../../../../server/db/schema'
import { setSettings } from '../../../../server/core/admin/settings'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('user endpoints on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const visitCount = async (userId: number, pagePath: string) =>
    (
      await t.database.db
        .select()
        .from(visits)
        .where(and(eq(visits.userId, userId), eq(visits.pagePath, pagePath)))
    ).length

  it('answers the profile on GET and POST with the contract shape', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await t.request('/api/user/profile', {
        method,
        user: { id: 7001, first_name: 'Vera' },
      })
      expect(res.status).toBe(200)
      const body = profileResponse.parse(await res.json())
      expect(body.user.first_name).toBe('Vera')
      expect(body.user.balance).toBe(0)
      expect(body.banned).toBe(false)
      expect(body.ban_reason).toBeNull()
    }
  })

  it('shows the balance in USD with cents from the ledger cache', async () => {
    await t.request('/api/user/profile', { user: { id: 7002 } })
    await t.database.db.update(users).set({ balanceCents: 1048 }).where(eq(users.tgId, 7002))
    const res = await t.request('/api/user/profile', { user: { id: 7002 } })
    expect(profileResponse.parse(await res.json()).user.balance).toBe(10.48)
  })

  it('stores a visit for the signed-in user as its route template', async () => {
    const res = await t.request('/api/user/visit', {
      method: 'POST',
      json: { page_path: '/domain/example.com' },
      user: { id: 7003 },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(await visitCount(7003, '/domain/$domain')).toBe(1)
    // A path that is no route of the app is counted under one name, never stored as sent.
    await t.request('/api/user/visit', {
      method: 'POST',
      json: { page_path: '/market/anything' },
      user: { id: 7003 },
    })
    expect(await visitCount(7003, '(other)')).toBe(1)
  })

  it('serves default public settings without sign-in, then the stored ones', async () => {
    const first = await t.app.request('/api/settings')
    expect(first.status).toBe(200)
    const defaults = publicSettings.parse(await first.json())
    expect(defaults.agreement_url).toBeNull()
    expect(defaults.support_url).toMatch(/^https:\/\//)

    await setSettings(t.database.db, {
      agreement_url: 'https://example.com/terms',
      banner_image_url: 'https://example.com/banner.png',
      banner_click_url: 'https://example.com/promo',
      support_url: 'https://t.me/help_desk',
    })
    const res = await t.app.request('/api/settings')
    expect(await res.json()).toEqual({
      agreement_url: 'https://example.com/terms',
      banner_image_url: 'https://example.com/banner.png',
      banner_click_url: 'https://example.com/promo',
      support_url: 'https://t.me/help_desk',
    })
    const mine = await t.request('/api/user/settings', { user: { id: 7004 } })
    expect(await mine.json()).toEqual({ support_url: 'https://t.me/help_desk' })
    const minePost = await t.request('/api/user/settings', { method: 'POST', user: { id: 7004 } })
    expect(await minePost.json()).toEqual({ support_url: 'https://t.me/help_desk' })
  })

  it('requires sign-in for the user settings', async () => {
    expect((await t.request('/api/user/settings', { user: null })).status).toBe(401)
  })

  it('answers 403 {banned, reason} to a banned user on every user call', async () => {
    await t.request('/api/user/profile', { user: { id: 7005 } })
    await t.database.db
      .update(users)
      .set({ isBanned: true, banReason: 'Spam in support chat' })
      .where(eq(users.tgId, 7005))

    const userCalls = t.router.endpoints.filter((e) => e.auth === 'user')
    expect(userCalls.length).toBeGreaterThanOrEqual(3)
    for (const e of userCalls) {
      const path = e.path.replace(/:(\w+)/g, 'x')
      for (const method of e.methods) {
        const res = await t.request(path, {
          method: method.toUpperCase(),
          json: method === 'get' ? undefined : { page_path: '/' },
          user: { id: 7005 },
        })
        expect(res.status, `${method} ${e.path}`).toBe(403)
        expect(await res.json(), `${method} ${e.path}`).toEqual({
          banned: true,
          reason: 'Spam in support chat',
        })
      }
    }
    expect(await visitCount(7005, '/')).toBe(0)
  })

  it('answers a banned user with an empty reason when none was given', async () => {
    await t.request('/api/user/profile', { user: { id: 7006 } })
    await t.database.db.update(users).set({ isBanned: true }).where(eq(users.tgId, 7006))
    const res = await t.request('/api/user/profile', { user: { id: 7006 } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ banned: true, reason: '' })
  })

  it('keeps a ban when the user opens the app again with new Telegram data', async () => {
    await t.request('/api/user/profile', { user: { id: 7007 } })
    await t.database.db
      .update(users)
      .set({ isBanned: true, banReason: 'fraud' })
      .where(eq(users.tgId, 7007))
    const res = await t.request('/api/user/profile', { user: { id: 7007, first_name: 'Renamed' } })
    expect(res.status).toBe(403)
  })

  it('answers /healthz when the database answers', async () => {
    const res = await t.app.request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('tags every answer with a request id, keeping one the caller sent', async () => {
    const fresh = await t.request('/api/user/profile', { user: { id: 7008 } })
    expect(fresh.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    const kept = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'lb-trace-123' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-trace-123')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('/api/no/such/call')
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: string }).error).toBe('not_found')
  })
})

describe.each(dbKinds)('health of a broken database on %s', (kind) => {
  it('answers 503, not 500, when the database is gone', async () => {
    const t = await createTestApp(kind)
    await t.database.close()
    const res = await t.app.request('/healthz')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, error: 'database_unreachable' })
    await t.close().catch(() => undefined)
  })
})
