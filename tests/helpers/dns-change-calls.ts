// The app with the sandbox CDN or the Cloudflare adapter against the local fake, and the DNS
// change calls the tests of previews, applies and undos make, as the owner.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { dnsListResponse } from '@contract/dns'
import { dnsChangePreview, type DnsChangeRequest } from '@contract/dns-changes'
import { domains } from '../../server/db/schema'
import { createCloudflareCdn } from '../../server/providers/cdn/cloudflare'
import { startCloudflareFake, type CloudflareFake } from '../fixtures/cloudflare-fake/server'
import { freeName } from './sandbox-names'
import { createTestApp, type TestApp } from './test-app'
import { dbKinds, type DbKind } from './test-db'

const cdns = ['sandbox', 'cloudflare'] as const
export type CdnKind = (typeof cdns)[number]
/** Every database kind with both CDNs. */
export const dnsChangeCases = dbKinds.flatMap((kind) => cdns.map((cdn) => [kind, cdn] as const))

export async function createDnsChangeApp(kind: DbKind, cdnName: CdnKind) {
  if (cdnName === 'sandbox') {
    const t = await createTestApp(kind, { sandbox: {} })
    return { t, fake: undefined, close: () => t.close() }
  }
  const fake = await startCloudflareFake()
  const cdn = createCloudflareCdn({
    apiToken: fake.token,
    accountId: fake.account.accountId,
    baseUrl: fake.url,
    sleep: () => Promise.resolve(),
  })
  const t = await createTestApp(kind, { sandbox: { wrapCdn: () => cdn } })
  return {
    t,
    fake,
    close: async () => {
      await t.close()
      await fake.close()
    },
  }
}

/** The owner's DNS calls on the app `app()` returns (built later, in beforeAll). */
export function dnsChangeCalls(app: () => TestApp, owner: number) {
  const as = { user: { id: owner } }
  const base = (d: string) => `/api/user/domains/${d}/dns`
  const list = async (d: string) =>
    dnsListResponse.parse((await app().get(base(d), as)).body).dns_records
  return {
    as,
    base,
    /** The zone's records as a comparable set: everything but the CDN's ids. */
    records: async (d: string) =>
      (await list(d))
        .map(({ id: _id, ...r }) => r)
        .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
    idOf: async (d: string, type: string, name: string) =>
      (await list(d)).find((r) => r.type === type && r.name === name)?.id ?? '',
    add: (d: string, type: string, name: string, content: string) =>
      app().post(base(d), { type, name, content }, as),
    /**
     * Edits the zone at the CDN itself, as its own dashboard would: the app's history does not
     * see it (every edit made through the app is a change in the history).
     */
    atCdn: async (d: string) => {
      const [row] = await app()
        .db.select({ zoneId: domains.cdnZoneId })
        .from(domains)
        .where(eq(domains.domain, d))
      const { cdn } = app().providers
      const zoneId = row?.zoneId ?? ''
      return {
        add: (type: string, name: string, content: string) =>
          cdn.createDnsRecord(zoneId, { type, name, content, proxied: false, ttl: 1 }),
        remove: (id: string) => cdn.deleteDnsRecord(zoneId, id),
      }
    },
    preview: async (d: string, change: DnsChangeRequest) => {
      const res = await app().post(`${base(d)}/changes/preview`, change, as)
      expect(res.status).toBe(200)
      return dnsChangePreview.parse(res.body)
    },
    apply: (d: string, change: DnsChangeRequest, basis: string) =>
      app().post(`${base(d)}/changes`, { change, basis }, as),
    undo: (d: string, id: number) => app().post(`${base(d)}/changes/${id}/undo`, {}, as),
    /** A new active domain of the owner's, with its zone. */
    domain: async (word: string) => {
      const name = freeName(word)
      await app().own(owner, [name])
      return name
    },
  }
}

/**
 * For a suite on `kind` with `cdnName`: builds the app before its tests (funding the owner), closes
 * it after them, and gives the app and the owner's calls.
 */
export function useDnsChangeApp(kind: DbKind, cdnName: CdnKind, owner: number) {
  let built: TestApp | undefined
  let fake: CloudflareFake | undefined
  let close = () => Promise.resolve()
  beforeAll(async () => {
    const made = await createDnsChangeApp(kind, cdnName)
    ;({ t: built, fake, close } = made)
    await made.t.fund(200_00, owner)
  })
  afterAll(() => close())
  const app = () => {
    if (!built) throw new Error('The app is built before the suite’s tests')
    return built
  }
  /** The Cloudflare fake behind the adapter (none on the sandbox CDN). */
  const cloudflare = () => fake
  return { app, cloudflare, ...dnsChangeCalls(app, owner) }
}
