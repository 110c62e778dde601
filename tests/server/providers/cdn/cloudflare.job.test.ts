// Provisioning and domain management with the Cloudflare adapter (through the SDK, against the
// local fake): Configuring until the zone is live, adoption after a crash, 429 waited out in the
// job but not in a request, refusals as a 400 with Cloudflare's codes, and records during an outage.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { dnsListResponse } from '@contract/dns'
import { domains, jobs, sandboxRegistrations } from '../../../../server/db/schema'
import { cloudflareOn, noWait } from '../../../fixtures/cloudflare-fake/adapter'
import { dbKinds } from '../../../helpers/test-db'
import { startCloudflareFake, type CloudflareFake } from '../../../fixtures/cloudflare-fake/server'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

const OWNER = 7301

describe.each(dbKinds)('provisioning and management on Cloudflare (%s)', (kind) => {
  let fake: CloudflareFake
  let t: TestApp
  /** Runs once, right after the app next reads a zone's records from Cloudflare. */
  let afterRead: (() => void) | undefined
  beforeAll(async () => {
    fake = await startCloudflareFake()
    const cdn = cloudflareOn(fake, noWait)
    const listDnsRecords = async (zoneId: string) => {
      const read = await cdn.listDnsRecords(zoneId)
      const then = afterRead
      afterRead = undefined
      then?.()
      return read
    }
    t = await createTestApp(kind, { sandbox: { wrapCdn: () => ({ ...cdn, listDnsRecords }) } })
    await t.fund(100_00, OWNER)
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })
  beforeEach(() => {
    Object.assign(fake.account.knobs, { rateLimitNext: 0, retryAfterSec: 1, down: false })
    fake.account.knobs.activateOnCheck = 1
  })

  const row = async (domain: string) =>
    (await t.db.select().from(domains).where(eq(domains.domain, domain)))[0]
  const job = async (domainId: number) =>
    (await t.db.select().from(jobs)).find(
      (j) => (j.payload as { domainId?: number }).domainId === domainId,
    )
  const dns = (domain: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/api/user/domains/${domain}/dns`, { user: { id: OWNER }, ...init })

  it('creates the zone, hands its name servers to the registrar and stays Configuring until active', async () => {
    fake.account.knobs.activateOnCheck = 0
    const name = freeName('cfjob')
    await t.own(OWNER, [name], false)
    await t.worker.drain()
    const zone = fake.account.byName(name)
    if (!zone) throw new Error('no zone was created')
    expect(zone.type).toBe('full')
    const pending = await row(name)
    expect(pending).toMatchObject({ status: 'pending_cf', cdnZoneId: zone.id })
    expect([pending?.ns1, pending?.ns2]).toEqual(zone.name_servers)
    const [reg] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    expect(reg?.nameServers).toEqual(zone.name_servers)
    expect(fake.account.calls).toContain(`PUT /zones/${zone.id}/activation_check`)
    expect((await t.ownedDomains(OWNER)).find((d) => d.domain === name)?.status).toBe('pending_cf')

    // Cloudflare sees its name servers; the job reads the zone active and its real settings.
    zone.settings.ssl = 'strict'
    fake.account.activate(zone)
    await t.settleAll()
    expect(await row(name)).toMatchObject({ status: 'active', sslMode: 'strict' })
    expect(fake.account.byName(name)?.records).toEqual([])
  })

  it('adopts a zone made before a crash instead of making a second one', async () => {
    const name = freeName('cfcrash')
    const made = fake.account.addZone(name)
    await t.own(OWNER, [name])
    expect([...fake.account.zones.values()].filter((z) => z.name === name)).toHaveLength(1)
    expect(await row(name)).toMatchObject({ status: 'active', cdnZoneId: made.id })
  })

  it('resumes with the zone id stored before a crash, without looking the zone up again', async () => {
    const name = freeName('cfresume')
    await t.own(OWNER, [name], false)
    const made = fake.account.addZone(name)
    await t.db.update(domains).set({ cdnZoneId: made.id }).where(eq(domains.domain, name))
    fake.account.calls.length = 0
    await t.settleAll()
    expect(await row(name)).toMatchObject({ status: 'active', cdnZoneId: made.id })
    expect(fake.account.calls.filter((c) => c.startsWith('GET /zones?'))).toEqual([])
    expect(fake.account.calls).not.toContain('POST /zones')
  })

  it('waits out a long 429 in the job, as long as Cloudflare asks', async () => {
    const name = freeName('cfbusy')
    Object.assign(fake.account.knobs, { rateLimitNext: 1, retryAfterSec: 300 })
    await t.own(OWNER, [name], false)
    await t.worker.drain()
    const domain = await row(name)
    const waiting = await job(domain?.id ?? 0)
    expect(waiting?.status).toBe('queued')
    expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now() + 290_000)
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, waiting?.id ?? 0))
    await t.settleAll()
    expect((await row(name))?.status).toBe('active')
  })

  it('answers a request with one short retry at most, then 503, and a refusal as a 400 with the codes', async () => {
    const name = freeName('cfmanage')
    await t.own(OWNER, [name])
    Object.assign(fake.account.knobs, { rateLimitNext: 1, retryAfterSec: 1 })
    const retried = await dns(name, {
      method: 'POST',
      json: { type: 'A', name: 'www', content: '192.0.2.1', proxy_status: 'PROXIED' },
    })
    expect(retried.status).toBe(200)
    expect(fake.account.byName(name)?.records[0]).toMatchObject({ proxied: true, type: 'A' })

    Object.assign(fake.account.knobs, { rateLimitNext: 1, retryAfterSec: 30 })
    const busy = await t.request(`/api/user/domains/${name}/cloudflare/ssl`, {
      method: 'POST',
      user: { id: OWNER },
      json: { ssl_mode: 'strict' },
    })
    expect(busy.status).toBe(503)
    expect(await busy.json()).toMatchObject({ error: 'cdn_unavailable', retry_after: 30 })

    // The same record is made in Cloudflare's dashboard after the change was planned from the zone.
    const txt = { type: 'TXT', name: 'www', content: 'v=spf1 -all', proxy_status: 'DNS_ONLY' }
    const zone = fake.account.byName(name)
    afterRead = () => {
      const [made] = zone?.records ?? []
      if (made && zone)
        zone.records.push({ ...made, id: 'dashboard', type: 'TXT', content: txt.content })
    }
    const dup = await dns(name, { method: 'POST', json: txt })
    expect(dup.status).toBe(400)
    expect(await dup.json()).toMatchObject({
      error: 'cdn_rejected',
      field: 'content',
      message: 'content: An identical record already exists.',
      cdn_errors: [{ code: 81058, message: 'An identical record already exists.' }],
    })
    expect(zone?.records.map((r) => r.id).filter((id) => id === 'dashboard')).toHaveLength(1)
  })

  it('serves the last records read, flagged, while Cloudflare is down', async () => {
    const name = freeName('cfdown')
    await t.own(OWNER, [name])
    const add = await dns(name, {
      method: 'POST',
      json: { type: 'TXT', name: '@', content: 'hello', proxy_status: 'DNS_ONLY' },
    })
    expect(add.status).toBe(200)
    const live = dnsListResponse.parse(await (await dns(name)).json())
    expect(live.cdn_unreachable).toBeUndefined()
    expect(live.total).toBe(1)

    fake.account.knobs.down = true
    const res = await dns(name)
    expect(res.status).toBe(200)
    const stale = dnsListResponse.parse(await res.json())
    expect(stale).toMatchObject({ cdn_unreachable: true, total: 1 })
    expect(stale.dns_records).toEqual(live.dns_records)
    expect(Date.parse(stale.as_of ?? '')).not.toBeNaN()
    const write = await t.request(`/api/user/domains/${name}/cloudflare/ddos`, {
      method: 'POST',
      user: { id: OWNER },
      json: { ddos_protection: 'under_attack' },
    })
    expect(write.status).toBe(503)
    expect((await row(name))?.ddosProtection).toBe('medium')
  })
})
