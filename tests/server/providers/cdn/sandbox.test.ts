import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxCdn, sandboxNameServers } from '../../../../server/providers/cdn/sandbox'
import { createProviders, ProviderConfigError } from '../../../../server/providers/index'
import { parseConfig } from '../../../../server/config'
import { createLogger } from '../../../../server/logger'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../helpers/test-db'

describe.each(dbKinds)('sandbox CDN on %s', (kind) => {
  let database: TestDatabase
  let clock = new Date('2030-01-01T00:00:00Z')
  const now = () => clock
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.destroy())

  it('creates one zone per domain with two name servers, pending until the activation delay passes', async () => {
    const cdn = createSandboxCdn(database.db, { activationMs: 5000, now })
    const zone = await cdn.createZone('Shop-Example.com')
    expect(zone).toMatchObject({
      domain: 'shop-example.com',
      status: 'pending',
      sslMode: 'full',
      securityLevel: 'medium',
    })
    expect(zone.nameServers).toEqual(sandboxNameServers('shop-example.com'))
    expect(new Set(zone.nameServers).size).toBe(2)
    const again = await Promise.all([
      cdn.createZone('shop-example.com'),
      cdn.createZone('shop-example.com'),
    ])
    expect(again.map((z) => z.id)).toEqual([zone.id, zone.id])

    clock = new Date(clock.getTime() + 4999)
    expect((await cdn.getZone(zone.id)).status).toBe('pending')
    clock = new Date(clock.getTime() + 1)
    expect((await cdn.getZone(zone.id)).status).toBe('active')
    await expect(cdn.getZone('nope')).rejects.toMatchObject({
      retryable: false,
      code: 'zone_not_found',
    })
  })

  it('lists, creates and deletes DNS records, qualifying names and refusing bad ones', async () => {
    const cdn = createSandboxCdn(database.db, { now })
    const zone = await cdn.createZone('records-zone.net')
    const a = await cdn.createDnsRecord(zone.id, {
      type: 'a',
      name: '@',
      content: '203.0.113.7',
      proxied: true,
      ttl: 1,
    })
    const www = await cdn.createDnsRecord(zone.id, {
      type: 'CNAME',
      name: 'www',
      content: 'records-zone.net',
      proxied: false,
      ttl: 300,
    })
    const txt = await cdn.createDnsRecord(zone.id, {
      type: 'TXT',
      name: '_dmarc',
      content: 'v=DMARC1; p=none',
      proxied: false,
      ttl: 3600,
    })
    expect(a).toMatchObject({ type: 'A', name: 'records-zone.net', proxied: true })
    expect(www.name).toBe('www.records-zone.net')
    expect((await cdn.listDnsRecords(zone.id)).map((r) => r.id)).toEqual([a.id, www.id, txt.id])

    await cdn.deleteDnsRecord(zone.id, www.id)
    expect((await cdn.listDnsRecords(zone.id)).map((r) => r.name)).toEqual([
      'records-zone.net',
      '_dmarc.records-zone.net',
    ])
    await expect(cdn.deleteDnsRecord(zone.id, www.id)).rejects.toMatchObject({
      code: 'record_not_found',
    })

    const bad = [
      { type: 'A', name: 'x', content: '999.1.1.1', proxied: false, ttl: 1 },
      { type: 'AAAA', name: 'x', content: '10.0.0.1', proxied: false, ttl: 1 },
      { type: 'MX', name: 'x', content: '10 mail.records-zone.net', proxied: true, ttl: 1 },
      { type: 'SPF', name: 'x', content: 'v=spf1', proxied: false, ttl: 1 },
      { type: 'A', name: 'bad name!', content: '1.1.1.1', proxied: false, ttl: 1 },
      { type: 'A', name: 'x', content: '1.1.1.1', proxied: false, ttl: 5 },
      { type: 'TXT', name: 'x', content: '', proxied: false, ttl: 1 },
    ]
    for (const record of bad) {
      await expect(cdn.createDnsRecord(zone.id, record)).rejects.toMatchObject({
        retryable: false,
        code: 'invalid_record',
      })
    }
    await expect(cdn.listDnsRecords('missing')).rejects.toMatchObject({ code: 'zone_not_found' })
  })

  it('caps the records of one zone', async () => {
    const cdn = createSandboxCdn(database.db, { now, maxRecords: 2 })
    const zone = await cdn.createZone('capped-zone.org')
    const rec = { type: 'A', name: 'a', content: '192.0.2.1', proxied: false, ttl: 1 }
    await cdn.createDnsRecord(zone.id, rec)
    await cdn.createDnsRecord(zone.id, { ...rec, name: 'b' })
    await expect(cdn.createDnsRecord(zone.id, { ...rec, name: 'c' })).rejects.toMatchObject({
      code: 'too_many_records',
    })
  })

  it('sets the SSL mode and security level, refusing unknown values', async () => {
    const cdn = createSandboxCdn(database.db, { now })
    const zone = await cdn.createZone('settings-zone.io')
    await cdn.setSslMode(zone.id, 'flexible')
    await cdn.setSecurityLevel(zone.id, 'under_attack')
    expect(await cdn.getZone(zone.id)).toMatchObject({
      sslMode: 'flexible',
      securityLevel: 'under_attack',
    })
    await cdn.setSslMode(zone.id, 'strict')
    expect((await cdn.getZone(zone.id)).sslMode).toBe('strict')
    await expect(cdn.setSslMode(zone.id, 'origin' as never)).rejects.toMatchObject({
      code: 'invalid_setting',
    })
    await expect(cdn.setSecurityLevel(zone.id, 'off' as never)).rejects.toMatchObject({
      code: 'invalid_setting',
    })
    await expect(cdn.setSslMode('missing', 'off')).rejects.toMatchObject({ code: 'zone_not_found' })
  })

  it('createProviders picks the sandbox by default with the configured activation delay, Cloudflare and Name.com when named', async () => {
    const logger = createLogger('silent')
    const config = parseConfig({ SANDBOX_CDN_ACTIVATION_MS: '0' })
    const providers = createProviders({ config, db: database.db, logger })
    expect([providers.registrar.name, providers.cdn.name]).toEqual(['sandbox', 'sandbox'])
    expect((await providers.cdn.createZone('instant-zone.dev')).status).toBe('active')

    const real = parseConfig({
      REGISTRAR: 'namecom',
      NAMECOM_USERNAME: 'u',
      NAMECOM_TOKEN: 'tok',
      CDN: 'cloudflare',
      CF_API_TOKEN: 't',
      CF_ACCOUNT_ID: 'a',
    })
    const both = createProviders({ config: real, db: database.db, logger })
    expect([both.registrar.name, both.cdn.name]).toEqual(['namecom', 'cloudflare'])
    // A config built in code (not parsed) without credentials is still refused.
    expect(() =>
      createProviders({ config: { ...real, CF_ACCOUNT_ID: undefined }, db: database.db, logger }),
    ).toThrow(ProviderConfigError)
  })
})
