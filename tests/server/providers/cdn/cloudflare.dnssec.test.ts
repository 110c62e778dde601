// DNSSEC through the Cloudflare adapter (official SDK) against the local fake of API v4.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudflareCdn } from '../../../../server/providers/cdn/cloudflare'
import type { Cdn } from '../../../../server/providers/types'
import { publishDs } from '../../../fixtures/cloudflare-fake/dnssec'
import { startCloudflareFake, type CloudflareFake } from '../../../fixtures/cloudflare-fake/server'

describe('Cloudflare DNSSEC', () => {
  let fake: CloudflareFake
  let cdn: Required<Cdn>
  beforeAll(async () => {
    fake = await startCloudflareFake()
    cdn = createCloudflareCdn({
      apiToken: fake.token,
      accountId: fake.account.accountId,
      baseUrl: fake.url,
    }) as Required<Cdn>
  })
  afterAll(() => fake.close())

  it('signs: pending with its DS, active once the DS is published; disabling turns it off', async () => {
    const zone = await cdn.createZone('signed-zone.com')
    expect(await cdn.getDnssec(zone.id)).toEqual({ status: 'off' })
    const pending = await cdn.enableDnssec(zone.id)
    expect(pending.status).toBe('pending')
    expect(pending.ds).toMatchObject({ algorithm: 13, digestType: 2 })
    expect(pending.ds?.digest).toMatch(/^[0-9A-F]{64}$/)
    expect((await cdn.getDnssec(zone.id)).status).toBe('pending')
    const fakeZone = fake.account.zones.get(zone.id)
    if (!fakeZone) throw new Error('zone missing in the fake')
    publishDs(fakeZone)
    expect((await cdn.getDnssec(zone.id)).status).toBe('active')
    await cdn.disableDnssec(zone.id)
    expect((await cdn.getDnssec(zone.id)).status).toBe('off')
    expect(fake.account.calls.filter((c) => c.includes('dnssec'))).toEqual([
      `GET /zones/${zone.id}/dnssec`,
      `PATCH /zones/${zone.id}/dnssec`,
      `GET /zones/${zone.id}/dnssec`,
      `GET /zones/${zone.id}/dnssec`,
      `PATCH /zones/${zone.id}/dnssec`,
      `GET /zones/${zone.id}/dnssec`,
    ])
  })
})
