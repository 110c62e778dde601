import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSettings, setSettings } from '../../../../server/core/admin/settings'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const ADMIN_TOKEN = 'test-admin-token-0123456789'

describe.each(dbKinds)('settings and admin sign-in on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_TOKEN } })
  })
  afterAll(() => t.close())

  it('clears a setting to null and reads it back as null', async () => {
    await setSettings(t.database.db, { agreement_url: 'https://example.org/terms' })
    expect((await getSettings(t.database.db)).agreement_url).toBe('https://example.org/terms')
    await setSettings(t.database.db, { agreement_url: null })
    expect((await getSettings(t.database.db)).agreement_url).toBeNull()
    const res = await t.request('/api/settings', { user: null })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { agreement_url: unknown }).agreement_url).toBeNull()
  })

  it('never replays a sign-in from storage: each one sets its own cookie', async () => {
    const signIn = () =>
      t.request('/api/admin/session', {
        method: 'POST',
        user: null,
        json: { token: ADMIN_TOKEN },
        headers: { 'Idempotency-Key': 'same-key', 'X-Forwarded-For': '127.0.0.1' },
      })
    const first = await signIn()
    const second = await signIn()
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    const a = first.headers.get('set-cookie') ?? ''
    const b = second.headers.get('set-cookie') ?? ''
    expect(a).toContain('admin_session=')
    expect(b).toContain('admin_session=')
    expect(b).not.toBe(a)
    expect(second.headers.get('Idempotent-Replayed')).toBeNull()
  })
})
