import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxCdn } from '../../../../server/providers/cdn/sandbox'
import { dnsTypes } from '../../../../contract/dns-record-rules'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../helpers/test-db'

describe.each(dbKinds)('sandbox CDN accounts and record types on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.destroy())

  it('opens an account per domain with a sign-in and a TOTP link', async () => {
    const cdn = createSandboxCdn(database.db)
    const account = await cdn.createAccount?.('example-shop.com')
    expect(account?.email).toBe('example-shop-com@accounts.sandbox-cdn.test')
    expect(account?.password.length).toBeGreaterThanOrEqual(16)
    expect(account?.twoFactorUrl).toMatch(
      /^otpauth:\/\/totp\/SandboxCDN:.+\?secret=[A-Z2-7]{32}&issuer=SandboxCDN$/,
    )
  })

  it('accepts every record type the product offers', async () => {
    const cdn = createSandboxCdn(database.db)
    const zone = await cdn.createZone('records-all.com')
    for (const type of dnsTypes) {
      const content =
        type === 'A'
          ? '192.0.2.1'
          : type === 'AAAA'
            ? '2001:db8::1'
            : type === 'CNAME' || type === 'NS'
              ? 'target.example.net'
              : '10 target.example.net'
      const rec = await cdn.createDnsRecord(zone.id, {
        type,
        name: type.toLowerCase(),
        content,
        proxied: false,
        ttl: 1,
      })
      expect(rec.type).toBe(type)
    }
    expect(await cdn.listDnsRecords(zone.id)).toHaveLength(dnsTypes.length)
  })
})
