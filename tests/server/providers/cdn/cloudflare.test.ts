// The Cloudflare adapter driven through the official SDK against a local fake of API v4.
import { dnsTypes } from '@contract/dns-record-rules'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCloudflareCdn } from '../../../../server/providers/cdn/cloudflare'
import { ProviderRateLimited, ProviderRejection } from '../../../../server/providers/types'
import { recordSamples as samples } from '../../../fixtures/cloudflare-fake/samples'
import { startCloudflareFake, type CloudflareFake } from '../../../fixtures/cloudflare-fake/server'

let fake: CloudflareFake
const slept: number[] = []
const cdnFor = (over: { apiToken?: string } = {}) =>
  createCloudflareCdn({
    apiToken: over.apiToken ?? fake.token,
    accountId: fake.account.accountId,
    baseUrl: fake.url,
    sleep: (ms) => {
      slept.push(ms)
      return Promise.resolve()
    },
  })

beforeAll(async () => {
  fake = await startCloudflareFake()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.account.calls.length = 0
  slept.length = 0
  Object.assign(fake.account.knobs, { rateLimitNext: 0, retryAfterSec: 1, down: false })
})

describe('Cloudflare CDN through the SDK', () => {
  it('creates a full zone in the account and adopts it on a retry instead of duplicating it', async () => {
    const cdn = cdnFor()
    const zone = await cdn.createZone('Shop-Cf.com')
    expect(zone).toMatchObject({ domain: 'shop-cf.com', status: 'pending' })
    expect(zone.nameServers).toHaveLength(2)
    expect(zone.nameServers.every((ns) => ns.endsWith('.ns.cloudflare.com'))).toBe(true)
    const again = await cdn.createZone('shop-cf.com')
    expect(again).toEqual(zone)
    expect([...fake.account.zones.values()].filter((z) => z.name === 'shop-cf.com')).toHaveLength(1)
    const stored = fake.account.byName('shop-cf.com')
    expect(stored).toMatchObject({ type: 'full', account: { id: fake.account.accountId } })
    expect(fake.account.calls).toContain(
      `GET /zones?name=shop-cf.com&account.id=${fake.account.accountId}&per_page=5`,
    )
  })

  it('triggers the activation check and reads the zone active afterwards', async () => {
    const cdn = cdnFor()
    const zone = await cdn.createZone('activate-me.io')
    expect((await cdn.getZone(zone.id)).status).toBe('pending')
    await cdn.requestActivationCheck?.(zone.id)
    expect(fake.account.calls).toContain(`PUT /zones/${zone.id}/activation_check`)
    expect((await cdn.getZone(zone.id)).status).toBe('active')
    await expect(cdn.getZone('f'.repeat(32))).rejects.toMatchObject({ code: 'zone_not_found' })
  })

  it('creates, lists and deletes a record of every offered type, reading each back as written', async () => {
    const cdn = cdnFor()
    const zone = await cdn.createZone('every-type.org')
    for (const type of dnsTypes) {
      const created = await cdn.createDnsRecord(zone.id, {
        type,
        name: type === 'SRV' ? '_sip._udp' : type.toLowerCase(),
        content: samples[type],
        proxied: false,
        ttl: 1,
      })
      expect(created.type).toBe(type)
      expect(created.name).toMatch(/\.every-type\.org$/)
      if (type !== 'LOC') expect(created.content).toBe(samples[type])
    }
    const stored = fake.account.byName('every-type.org')?.records ?? []
    expect(stored.find((r) => r.type === 'MX')).toMatchObject({ priority: 10 })
    expect(stored.find((r) => r.type === 'CAA')?.data).toEqual({
      flags: 0,
      tag: 'issue',
      value: 'letsencrypt.org',
    })
    expect(stored.find((r) => r.type === 'SRV')?.data).toEqual({
      priority: 10,
      weight: 5,
      port: 5060,
      target: 'sip.example.net',
    })
    expect(stored.find((r) => r.type === 'LOC')?.data).toMatchObject({
      lat_degrees: 51,
      lat_direction: 'N',
      long_seconds: 39.611,
      long_direction: 'W',
    })
    const listed = await cdn.listDnsRecords(zone.id)
    expect(listed.map((r) => r.type).sort()).toEqual([...dnsTypes].sort())
    const txt = listed.find((r) => r.type === 'TXT')
    await cdn.deleteDnsRecord(zone.id, txt?.id ?? '')
    expect((await cdn.listDnsRecords(zone.id)).some((r) => r.type === 'TXT')).toBe(false)
    await expect(cdn.deleteDnsRecord(zone.id, txt?.id ?? '')).rejects.toMatchObject({
      code: 'record_not_found',
    })
  })

  it('reads every page of a zone with more than one page of records', async () => {
    const cdn = cdnFor()
    const zone = await cdn.createZone('many-records.net')
    const first = await cdn.createDnsRecord(zone.id, {
      type: 'A',
      name: 'h0',
      content: '192.0.2.1',
      proxied: false,
      ttl: 1,
    })
    // The other 229 go straight into the fake's state: this test is about reading them back.
    const stored = fake.account.zones.get(zone.id)?.records ?? []
    const template = stored[0]
    if (!template) throw new Error('the first record was not stored')
    for (let i = 1; i < 230; i++)
      stored.push({
        ...template,
        id: `${first.id.slice(0, 28)}${1000 + i}`,
        name: `h${i}.many-records.net`,
      })
    fake.account.calls.length = 0
    const all = await cdn.listDnsRecords(zone.id)
    expect(all).toHaveLength(230)
    expect(new Set(all.map((r) => r.name)).size).toBe(230)
    expect(fake.account.calls.filter((c) => c.includes('/dns_records'))).toEqual([
      `GET /zones/${zone.id}/dns_records?per_page=100`,
      `GET /zones/${zone.id}/dns_records?per_page=100&page=2`,
      `GET /zones/${zone.id}/dns_records?per_page=100&page=3`,
    ])
  })

  it('maps proxied to the record and back, and passes Cloudflare refusals with their codes', async () => {
    const cdn = cdnFor()
    const zone = await cdn.createZone('proxy-me.dev')
    const base = { type: 'A', name: 'www', ttl: 1 }
    const on = await cdn.createDnsRecord(zone.id, { ...base, content: '192.0.2.7', proxied: true })
    const off = await cdn.createDnsRecord(zone.id, {
      ...base,
      content: '192.0.2.8',
      proxied: false,
    })
    expect([on.proxied, off.proxied]).toEqual([true, false])
    const stored = fake.account.byName('proxy-me.dev')?.records ?? []
    expect(stored.map((r) => r.proxied)).toEqual([true, false])

    const refused = cdn.createDnsRecord(zone.id, { ...base, content: '999.1.1.1', proxied: false })
    await expect(refused).rejects.toBeInstanceOf(ProviderRejection)
    await expect(refused).rejects.toMatchObject({
      retryable: false,
      reasons: [{ code: 9005, message: 'Content for A record must be a valid IPv4 address.' }],
    })
    await expect(
      cdn.createDnsRecord(zone.id, { ...base, content: '192.0.2.7', proxied: true }),
    ).rejects.toMatchObject({ reasons: [{ code: 81058 }] })
  })

  it('sets SSL (strict included) and the security level (under attack included) on the zone', async () => {
    const cdn = cdnFor()
    const zone = await cdn.createZone('settings-cf.com')
    for (const mode of ['off', 'flexible', 'full', 'strict'] as const) {
      await cdn.setSslMode(zone.id, mode)
      expect(fake.account.zones.get(zone.id)?.settings.ssl).toBe(mode)
    }
    for (const level of ['low', 'medium', 'high', 'under_attack'] as const) {
      await cdn.setSecurityLevel(zone.id, level)
      expect(fake.account.zones.get(zone.id)?.settings.security_level).toBe(level)
    }
    expect(await cdn.getSettings?.(zone.id)).toEqual({
      sslMode: 'strict',
      securityLevel: 'under_attack',
    })
    await expect(cdn.setSslMode(zone.id, 'origin' as never)).rejects.toMatchObject({
      code: 'invalid_setting',
    })
  })

  it('waits out one short Retry-After, hands a longer one back, and reports an outage as retryable', async () => {
    const cdn = cdnFor()
    const zone = await cdn.createZone('busy.io')
    fake.account.knobs.rateLimitNext = 1
    await cdn.setSslMode(zone.id, 'strict')
    expect(slept).toEqual([1000])

    fake.account.knobs.rateLimitNext = 2
    const twice = cdn.setSslMode(zone.id, 'full')
    await expect(twice).rejects.toBeInstanceOf(ProviderRateLimited)
    expect(fake.account.zones.get(zone.id)?.settings.ssl).toBe('strict')

    Object.assign(fake.account.knobs, { rateLimitNext: 1, retryAfterSec: 120 })
    fake.account.calls.length = 0
    await expect(cdn.getZone(zone.id)).rejects.toMatchObject({ retryAfterMs: 120_000 })
    expect(fake.account.calls).toHaveLength(1)

    fake.account.knobs.down = true
    await expect(cdn.listDnsRecords(zone.id)).rejects.toMatchObject({
      retryable: true,
      code: 'cdn_down',
    })
    fake.account.knobs.down = false
    await expect(cdnFor({ apiToken: 'wrong' }).getZone(zone.id)).rejects.toMatchObject({
      code: 'cdn_auth',
    })
  })
})
