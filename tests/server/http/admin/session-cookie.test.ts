// Behind TLS the admin session cookie is Secure, even when the proxy forwards to plain
// http://localhost without saying so: PUBLIC_URL on https decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestApp } from '../../../helpers/test-app'

const signIn = (t: TestApp) =>
  t.app.request('http://localhost/api/admin/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: ADMIN_TOKEN }),
  })

describe('admin session cookie and TLS', () => {
  let behindTls: TestApp
  let local: TestApp
  beforeAll(async () => {
    behindTls = await createTestApp('pglite', {
      admin: true,
      env: { PUBLIC_URL: 'https://domains.example.com' },
    })
    local = await createTestApp('pglite', { admin: true })
  })
  afterAll(async () => {
    await behindTls.close()
    await local.close()
  })

  it('is Secure when PUBLIC_URL is https, whatever the request looked like', async () => {
    const res = await signIn(behindTls)
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/admin_session=[^;]+;.*Secure/)
  })

  it('stays usable on plain local http without PUBLIC_URL (development)', async () => {
    const res = await signIn(local)
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).not.toContain('Secure')
  })
})
