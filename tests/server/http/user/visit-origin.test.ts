// A visit keeps where it came from, and the account details show it: the client's address (behind
// a TRUST_PROXY proxy, the one it forwarded), and the country and city only from that proxy's
// geolocation headers; a client talking to us directly cannot name its own place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileDetailsResponse } from '@contract/profile'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const PROXY = '10.0.0.7'

describe.each(dbKinds)('the origin of a visit on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { TRUST_PROXY: PROXY, GEO_CITY_HEADER: 'X-Visitor-City' },
    })
  })
  afterAll(() => t.close())

  /** POST /api/user/visit from `peer` (the socket's address), as user `id`. */
  const visit = (id: number, peer: string, headers: Record<string, string> = {}) =>
    t.app.request(
      '/api/user/visit',
      {
        method: 'POST',
        headers: {
          Authorization: `tma ${t.initData({ id })}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
          ...headers,
        },
        body: JSON.stringify({ page_path: '/profile' }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    )
  const lastVisit = async (id: number) => {
    const res = await t.request('/api/user/profile/details', { user: { id } })
    expect(res.status).toBe(200)
    return profileDetailsResponse.parse(await res.json()).profile.last_visit
  }

  it('records the forwarded client and the place the trusted proxy named', async () => {
    const res = await visit(7101, PROXY, {
      'X-Forwarded-For': '198.51.100.23',
      'CF-IPCountry': 'de',
      // Node hands header bytes over as Latin-1: the UTF-8 of "Düsseldorf" arrives like this.
      'X-Visitor-City': Buffer.from('Düsseldorf', 'utf8').toString('latin1'),
    })
    expect(res.status).toBe(200)
    expect(await lastVisit(7101)).toMatchObject({
      ip_address: '198.51.100.23',
      country: 'DE',
      city: 'Düsseldorf',
    })
  })

  it('believes no geolocation header from a client that came directly', async () => {
    await visit(7102, '203.0.113.9', {
      'X-Forwarded-For': '1.2.3.4',
      'CF-IPCountry': 'US',
      'X-Visitor-City': 'Faketown',
    })
    expect(await lastVisit(7102)).toMatchObject({
      ip_address: '203.0.113.9',
      country: null,
      city: null,
    })
  })

  it("keeps Cloudflare's unknown and Tor codes as no country", async () => {
    await visit(7103, PROXY, { 'X-Forwarded-For': '192.0.2.1', 'CF-IPCountry': 'XX' })
    expect(await lastVisit(7103)).toMatchObject({ ip_address: '192.0.2.1', country: null })
    await visit(7103, PROXY, { 'X-Forwarded-For': '192.0.2.1', 'CF-IPCountry': 'T1' })
    expect(await lastVisit(7103)).toMatchObject({ country: null, city: null })
  })
})
