// What a cache or a browser may do with an answer: API answers carry account data (balances, CDN
// passwords, 2FA links) and are never stored, the public price list may be; under an https
// PUBLIC_URL every answer, errors and the app's pages included, asks for https from then on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../helpers/test-app'

describe('cache and transport headers', () => {
  let plain: TestApp
  let https: TestApp
  beforeAll(async () => {
    plain = await createTestApp('pglite', { prices: true })
    https = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://shop.example' } })
  })
  afterAll(async () => {
    await plain.close()
    await https.close()
  })

  it('marks every account answer, success or error, no-store', async () => {
    for (const res of [
      await plain.request('/api/user/domains'),
      await plain.request('/api/user/balance'),
      await plain.request('/api/user/domains', { user: null }),
      await plain.request('/api/user/domains/not a domain/dns'),
    ])
      expect([res.status, res.headers.get('cache-control')]).toEqual([res.status, 'no-store'])
    expect((await plain.request('/api/user/domains')).status).toBe(200)
  })

  it('lets the public price list be kept a minute', async () => {
    const res = await plain.request('/api/domain-prices', { method: 'POST', json: {}, user: null })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('sends HSTS on every answer under an https PUBLIC_URL, and none over plain http', async () => {
    for (const path of ['/api/user/domains', '/healthz', '/api/nothing-here'])
      expect((await https.request(path)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      )
    expect((await plain.request('/healthz')).headers.get('strict-transport-security')).toBeNull()
  })
})
