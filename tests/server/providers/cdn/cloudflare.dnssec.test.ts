// DNSSEC through the Cloudflare adapter (official SDK) against the local fake of API v4.
import { describe, expect, it } from 'vitest'
import { publishDs } from '../../../fixtures/cloudflare-fake/dnssec'
import { useCloudflareOnFake } from '../../../fixtures/cloudflare-fake/adapter'

describe('Cloudflare DNSSEC', () => {
  const env = useCloudflareOnFake()

  it('signs: pending with its DS, active once the DS is published; disabling turns it off', async () => {
    const zone = await env.cdn.createZone('signed-zone.com')
    expect(await env.cdn.getDnssec(zone.id)).toEqual({ status: 'off' })
    const pending = await env.cdn.enableDnssec(zone.id)
    expect(pending.status).toBe('pending')
    expect(pending.ds).toMatchObject({ algorithm: 13, digestType: 2 })
    expect(pending.ds?.digest).toMatch(/^[0-9A-F]{64}$/)
    expect((await env.cdn.getDnssec(zone.id)).status).toBe('pending')
    const fakeZone = env.fake.account.zones.get(zone.id)
    if (!fakeZone) throw new Error('zone missing in the fake')
    publishDs(fakeZone)
    expect((await env.cdn.getDnssec(zone.id)).status).toBe('active')
    await env.cdn.disableDnssec(zone.id)
    expect((await env.cdn.getDnssec(zone.id)).status).toBe('off')
    expect(env.fake.account.calls.filter((c) => c.includes('dnssec'))).toEqual([
      `GET /zones/${zone.id}/dnssec`,
      `PATCH /zones/${zone.id}/dnssec`,
      `GET /zones/${zone.id}/dnssec`,
      `GET /zones/${zone.id}/dnssec`,
      `PATCH /zones/${zone.id}/dnssec`,
      `GET /zones/${zone.id}/dnssec`,
    ])
  })
})
