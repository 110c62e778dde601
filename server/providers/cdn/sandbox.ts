// The embedded CDN: zones with their name servers, activation a configurable delay after creation
// (as a real CDN activates once it sees its name servers), DNS records, SSL mode and security level.
// State lives in our database so every server process sees the same zones.
import { createSandboxDnssec } from './sandbox-dnssec'
import { createSandboxRedirects } from './sandbox-redirects'
import { createSandboxEmailRouting } from './sandbox-email-routing'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sandboxDnsRecords, sandboxZones } from '../../db/schema'
import { ProviderError, type Cdn, type SecurityLevel, type SslMode, type Zone } from '../types'
import { normalizeDnsRecord } from './dns-record'

export interface SandboxCdnOptions {
  /** Delay from zone creation to `active` (default 5 s). */
  activationMs?: number
  /** Clock, replaceable in tests. */
  now?: () => Date
  /** Most records one zone may hold. */
  maxRecords?: number
}

const sslModes: readonly SslMode[] = ['off', 'flexible', 'full', 'strict']
const securityLevels: readonly SecurityLevel[] = ['low', 'medium', 'high', 'under_attack']
const nsNames = [
  'ada',
  'bob',
  'cruz',
  'dina',
  'elle',
  'fred',
  'gina',
  'hugo',
  'iris',
  'jay',
  'kim',
  'leo',
]

/** Two distinct name servers picked by a hash of the domain, like a CDN assigning a pair per zone. */
export function sandboxNameServers(domain: string): string[] {
  const digest = createHash('sha256').update(domain).digest()
  const first = (digest[0] ?? 0) % nsNames.length
  const second = (first + 1 + ((digest[1] ?? 0) % (nsNames.length - 1))) % nsNames.length
  return [`${nsNames[first]}.ns.sandbox-cdn.test`, `${nsNames[second]}.ns.sandbox-cdn.test`]
}

type ZoneRow = typeof sandboxZones.$inferSelect

export function createSandboxCdn(db: Db, opts: SandboxCdnOptions = {}): Cdn {
  const activationMs = opts.activationMs ?? 5000
  const now = opts.now ?? (() => new Date())
  const maxRecords = opts.maxRecords ?? 1000

  const toZone = (row: ZoneRow): Zone => ({
    id: row.id,
    domain: row.domain,
    status: now().getTime() >= row.activatesAt.getTime() ? 'active' : 'pending',
    nameServers: row.nameServers,
    sslMode: row.sslMode as SslMode,
    securityLevel: row.securityLevel as SecurityLevel,
  })

  const zoneRow = async (zoneId: string): Promise<ZoneRow> => {
    const [row] = await db.select().from(sandboxZones).where(eq(sandboxZones.id, zoneId))
    if (!row) throw new ProviderError(`zone ${zoneId} not found`, false, 'zone_not_found')
    return row
  }

  return {
    name: 'sandbox',
    ...createSandboxDnssec(db, activationMs),
    ...createSandboxRedirects(db),
    emailRouting: createSandboxEmailRouting(db),

    // Like a CDN reseller opening a sub-account per customer domain: a sign-in and a TOTP secret.
    createAccount(rawDomain) {
      const domain = rawDomain.trim().toLowerCase()
      const email = `${domain.replaceAll('.', '-')}@accounts.sandbox-cdn.test`
      const secret = base32(randomBytes(20))
      return Promise.resolve({
        email,
        password: randomBytes(12).toString('base64url'),
        twoFactorUrl: `otpauth://totp/SandboxCDN:${encodeURIComponent(email)}?secret=${secret}&issuer=SandboxCDN`,
      })
    },

    async createZone(rawDomain) {
      const domain = rawDomain.trim().toLowerCase()
      await db
        .insert(sandboxZones)
        .values({
          id: randomUUID().replaceAll('-', ''),
          domain,
          nameServers: sandboxNameServers(domain),
          activatesAt: new Date(now().getTime() + activationMs),
        })
        .onConflictDoNothing({ target: sandboxZones.domain })
      const [row] = await db.select().from(sandboxZones).where(eq(sandboxZones.domain, domain))
      if (!row) throw new ProviderError(`zone for ${domain} vanished`, true, 'zone_not_found')
      return toZone(row)
    },

    async getZone(zoneId) {
      return toZone(await zoneRow(zoneId))
    },

    async listDnsRecords(zoneId) {
      await zoneRow(zoneId)
      const rows = await db
        .select()
        .from(sandboxDnsRecords)
        .where(eq(sandboxDnsRecords.zoneId, zoneId))
        .orderBy(asc(sandboxDnsRecords.createdAt), asc(sandboxDnsRecords.id))
      return rows.map(({ id, type, name, content, proxied, ttl }) => ({
        id,
        type,
        name,
        content,
        proxied,
        ttl,
      }))
    },

    async createDnsRecord(zoneId, record) {
      const zone = await zoneRow(zoneId)
      const clean = normalizeDnsRecord(record, zone.domain)
      const [existing] = await db
        .select({ n: count() })
        .from(sandboxDnsRecords)
        .where(eq(sandboxDnsRecords.zoneId, zoneId))
      if (Number(existing?.n ?? 0) >= maxRecords) {
        throw new ProviderError(
          `zone ${zone.domain} already has ${maxRecords} records`,
          false,
          'too_many_records',
        )
      }
      const id = randomUUID().replaceAll('-', '')
      await db.insert(sandboxDnsRecords).values({ id, zoneId, ...clean })
      return { id, ...clean }
    },

    async deleteDnsRecord(zoneId, recordId) {
      await zoneRow(zoneId)
      const deleted = await db
        .delete(sandboxDnsRecords)
        .where(and(eq(sandboxDnsRecords.zoneId, zoneId), eq(sandboxDnsRecords.id, recordId)))
        .returning({ id: sandboxDnsRecords.id })
      if (!deleted.length)
        throw new ProviderError(`record ${recordId} not found`, false, 'record_not_found')
    },

    async setSslMode(zoneId, mode) {
      if (!sslModes.includes(mode))
        throw new ProviderError(
          `ssl mode ${String(mode)} is not one of ${sslModes.join(', ')}`,
          false,
          'invalid_setting',
        )
      await zoneRow(zoneId)
      await db.update(sandboxZones).set({ sslMode: mode }).where(eq(sandboxZones.id, zoneId))
    },

    async setSecurityLevel(zoneId, level) {
      if (!securityLevels.includes(level))
        throw new ProviderError(
          `security level ${String(level)} is not one of ${securityLevels.join(', ')}`,
          false,
          'invalid_setting',
        )
      await zoneRow(zoneId)
      await db.update(sandboxZones).set({ securityLevel: level }).where(eq(sandboxZones.id, zoneId))
    },
  }
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, the alphabet authenticator apps read TOTP secrets in. */
function base32(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}
