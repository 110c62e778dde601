// The CDN on Cloudflare's API v4 through the official SDK: one full zone per domain in the shop's
// account, its DNS records, SSL mode (`ssl`) and security level (`security_level`). The shop holds
// the account; buyers manage their zone through the app, so no per-domain sign-in is opened.
import Cloudflare from 'cloudflare'
import type { RecordCreateParams } from 'cloudflare/resources/dns/records'
import type { Zone as CfZone } from 'cloudflare/resources/zones/zones'
import type { Cdn, DnsRecord, SecurityLevel, SslMode, Zone } from '../types'
import { ProviderError, ProviderRejection } from '../types'
import { createCloudflareDnssec } from './cloudflare-dnssec'
import { createCloudflareRedirects } from './cloudflare-redirects'
import { createCloudflareEmailRouting } from './cloudflare-email-routing'
import { cloudflareCall, type CallPolicy } from './cloudflare-errors'
import { fromCloudflareRecord, toCloudflareRecord } from './cloudflare-records'

export interface CloudflareCdnOptions {
  apiToken: string
  accountId: string
  /** API v4 base, e.g. https://api.cloudflare.com/client/v4 (tests point it at a local fake). */
  baseUrl: string
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number
  /** Longest Retry-After one call waits out before handing the 429 to its caller (default 1 s). */
  maxWaitMs?: number
  sleep?: (ms: number) => Promise<void>
}

const PAGE_SIZE = 100
/** Cloudflare's answer when the account already holds a zone of that name. */
const ZONE_EXISTS = 1061

const sslModes: readonly SslMode[] = ['off', 'flexible', 'full', 'strict']
const levels: readonly SecurityLevel[] = ['low', 'medium', 'high', 'under_attack']

const toZone = (z: CfZone): Zone => ({
  id: z.id,
  domain: z.name,
  status: z.status === 'active' ? 'active' : 'pending',
  nameServers: z.name_servers,
})

export function createCloudflareCdn(opts: CloudflareCdnOptions): Cdn {
  const client = new Cloudflare({
    apiToken: opts.apiToken,
    // Only the token: the SDK would otherwise pick up CLOUDFLARE_* keys from the environment.
    apiKey: null,
    apiEmail: null,
    userServiceKey: null,
    baseURL: opts.baseUrl,
    maxRetries: 0,
    timeout: opts.timeoutMs ?? 15_000,
  })
  const policy: CallPolicy = {
    maxWaitMs: opts.maxWaitMs ?? 1000,
    sleep: opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
  }
  const zoneCall = <T>(what: string, fn: () => Promise<T>) =>
    cloudflareCall(what, 'zone_not_found', policy, fn)
  const recordCall = <T>(what: string, fn: () => Promise<T>) =>
    cloudflareCall(what, 'record_not_found', policy, fn)
  const account = { id: opts.accountId }

  const findZone = async (domain: string): Promise<CfZone | undefined> => {
    const page = await zoneCall(`find zone ${domain}`, () =>
      client.zones.list({ name: domain, account, per_page: 5 }),
    )
    return page.result.find((z) => z.name === domain)
  }

  const readSetting = async (zoneId: string, id: 'ssl' | 'security_level') => {
    const s = await zoneCall(`read ${id}`, () => client.zones.settings.get(id, { zone_id: zoneId }))
    return (s as { value?: unknown }).value
  }

  return {
    name: 'cloudflare',
    ...createCloudflareDnssec(client, zoneCall),
    ...createCloudflareRedirects(client, recordCall),
    emailRouting: createCloudflareEmailRouting(client, opts.accountId, zoneCall),

    // A retry after a crash finds the zone the first attempt made and adopts it.
    async createZone(rawDomain) {
      const domain = rawDomain.trim().toLowerCase()
      const existing = await findZone(domain)
      if (existing) return toZone(existing)
      try {
        const zone = await zoneCall(`create zone ${domain}`, () =>
          client.zones.create({ account, name: domain, type: 'full' }),
        )
        return toZone(zone)
      } catch (err) {
        if (!(err instanceof ProviderRejection && err.reasons.some((r) => r.code === ZONE_EXISTS)))
          throw err
        const raced = await findZone(domain)
        if (!raced) throw err
        return toZone(raced)
      }
    },

    async getZone(zoneId) {
      return toZone(await zoneCall('get zone', () => client.zones.get({ zone_id: zoneId })))
    },

    async requestActivationCheck(zoneId) {
      await zoneCall('activation check', () =>
        client.zones.activationCheck.trigger({ zone_id: zoneId }),
      )
    },

    async getSettings(zoneId) {
      const [ssl, level] = await Promise.all([
        readSetting(zoneId, 'ssl'),
        readSetting(zoneId, 'security_level'),
      ])
      // Cloudflare has levels we do not offer (off, essentially_off): shown as the nearest one.
      return {
        sslMode: sslModes.includes(ssl as SslMode) ? (ssl as SslMode) : 'full',
        securityLevel: levels.includes(level as SecurityLevel) ? (level as SecurityLevel) : 'low',
      }
    },

    async listDnsRecords(zoneId) {
      const records: DnsRecord[] = []
      let page = await zoneCall('list DNS records', () =>
        client.dns.records.list({ zone_id: zoneId, per_page: PAGE_SIZE }),
      )
      for (;;) {
        records.push(...page.result.map(fromCloudflareRecord))
        // The SDK types result_info without total_pages, which Cloudflare sends; a short page ends too.
        const info = page.result_info as { page?: number; total_pages?: number }
        if (page.result.length < PAGE_SIZE || (info.page ?? 1) >= (info.total_pages ?? 1)) break
        const current = page
        page = await zoneCall('list DNS records', () => current.getNextPage())
      }
      return records
    },

    async createDnsRecord(zoneId, record) {
      // Cloudflare completes a relative name (`www`, `@` for the apex) with the zone's own name.
      const name = record.name.trim().toLowerCase().replace(/\.$/, '') || '@'
      const body = toCloudflareRecord({ ...record, type: record.type.trim().toUpperCase(), name })
      const created = await zoneCall('create DNS record', () =>
        client.dns.records.create({ zone_id: zoneId, ...body } as RecordCreateParams),
      )
      return fromCloudflareRecord(created)
    },

    async deleteDnsRecord(zoneId, recordId) {
      await recordCall('delete DNS record', () =>
        client.dns.records.delete(recordId, { zone_id: zoneId }),
      )
    },

    async setSslMode(zoneId, mode) {
      if (!sslModes.includes(mode))
        throw new ProviderError(`ssl mode ${String(mode)} is not offered`, false, 'invalid_setting')
      await zoneCall('set SSL mode', () =>
        client.zones.settings.edit('ssl', { zone_id: zoneId, value: mode }),
      )
    },

    async setSecurityLevel(zoneId, level) {
      if (!levels.includes(level))
        throw new ProviderError(
          `security level ${String(level)} is not offered`,
          false,
          'invalid_setting',
        )
      await zoneCall('set security level', () =>
        client.zones.settings.edit('security_level', { zone_id: zoneId, value: level }),
      )
    },
  }
}
