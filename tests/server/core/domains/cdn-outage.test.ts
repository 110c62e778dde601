// A CDN outage after the registrar registered a name, played by the Cloudflare fake (through the
// official SDK) dropping connections: the name is the buyer's, so it is never refunded; it stays
// Configuring with the reason shown to the user and the admin, the job keeps trying past its attempt
// budget, and once Cloudflare answers again the domain turns active.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminDomainsResponse } from '@contract/admin-records'
import {
  domains,
  jobs,
  ledgerEntries,
  orders,
  sandboxRegistrations,
} from '../../../../server/db/schema'
import { cloudflareOn, noWait } from '../../../fixtures/cloudflare-fake/adapter'
import { startCloudflareFake, type CloudflareFake } from '../../../fixtures/cloudflare-fake/server'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

const OWNER = 7401
/** The test worker's attempt budget (tests/helpers/test-jobs.ts); the outage outlasts it. */
const ATTEMPT_BUDGET = 3

describe.each(dbKinds)('a CDN outage after registration (%s)', (kind) => {
  let fake: CloudflareFake
  let t: TestApp
  beforeAll(async () => {
    fake = await startCloudflareFake()
    const cdn = cloudflareOn(fake, noWait)
    t = await createTestApp(kind, { admin: true, sandbox: { wrapCdn: () => cdn } })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })
  beforeEach(() => {
    Object.assign(fake.account.knobs, { down: false, cutAfterNext: 0, forbidden: undefined })
  })

  const row = async (domain: string) =>
    (await t.db.select().from(domains).where(eq(domains.domain, domain)))[0]
  const jobOf = async (domainId: number) =>
    (await t.db.select().from(jobs)).filter(
      (j) => (j.payload as { domainId?: number }).domainId === domainId,
    )
  const refunds = (userId: number) =>
    t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'refund')))
  /** Runs the queued jobs `times` times over, each made due at once. */
  const runRounds = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'queued'))
      await t.worker.drain()
    }
  }

  it('keeps the registered name Configuring, unrefunded, and retrying, then activates it', async () => {
    const owner = OWNER
    await t.fund(20_00, owner)
    const name = freeName('cfout')
    fake.account.knobs.down = true
    await t.own(owner, [name], false)
    await runRounds(ATTEMPT_BUDGET * 3)

    const stuck = await row(name)
    expect(stuck?.status).toBe('registering')
    expect(stuck?.registeredAt).toBeInstanceOf(Date)
    expect(stuck?.failureReason).toBeTruthy()
    expect(await refunds(owner)).toEqual([])
    expect(await t.balance(owner)).toBe(20_00 - 10_48)
    const regs = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    expect(regs).toHaveLength(1)
    const [job] = await jobOf(stuck?.id ?? 0)
    expect(job?.status).toBe('queued')

    // The user sees why it is still Configuring.
    const mine = (await t.ownedDomains(owner)).find((d) => d.domain === name)
    expect(mine).toMatchObject({ status: 'registering', setup_stalled: true })

    // The admin console lists it with the error, and refuses to refund a registered name.
    const listed = await t.admin('/api/admin/domains?status=registering')
    const page = adminDomainsResponse.parse(await listed.json())
    expect(page.domains.find((d) => d.domain === name)?.failure_reason).toBe(stuck?.failureReason)
    const refund = await t.admin(`/api/admin/domains/${stuck?.id}/refund`, { method: 'POST' })
    expect(refund.status).toBe(409)
    expect(await refund.json()).toMatchObject({ error: 'domain_registered' })
    expect(await refunds(owner)).toEqual([])

    // Cloudflare is back: the zone is made, the name servers set, the domain active.
    fake.account.knobs.down = false
    await t.settleAll()
    const done = await row(name)
    expect(done).toMatchObject({ status: 'active', failureReason: null })
    expect(done?.cdnZoneId).toBe(fake.account.byName(name)?.id)
    const [reg] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    expect(reg?.nameServers).toEqual(fake.account.byName(name)?.name_servers)
    expect((await t.ownedDomains(owner)).find((d) => d.domain === name)).not.toHaveProperty(
      'setup_stalled',
    )
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, done?.orderId ?? 0))
    expect(order?.status).toBe('completed')
    expect(await refunds(owner)).toEqual([])
  })

  it('outlasts a refusal for good (a token without the zone permission) without a refund', async () => {
    const owner = OWNER + 1
    await t.fund(20_00, owner)
    const name = freeName('cfdeny')
    fake.account.knobs.forbidden = /^\/zones$/
    await t.own(owner, [name], false)
    await runRounds(ATTEMPT_BUDGET * 2)
    const stuck = await row(name)
    expect(stuck).toMatchObject({ status: 'registering' })
    expect(stuck?.failureReason).toMatch(/permission|forbidden|403|auth/i)
    expect(await refunds(owner)).toEqual([])

    fake.account.knobs.forbidden = undefined
    await t.settleAll()
    expect((await row(name))?.status).toBe('active')
  })

  it('cut mid-request after Cloudflare made the zone: adopts that zone, once, and goes on', async () => {
    const owner = OWNER + 2
    await t.fund(20_00, owner)
    const name = freeName('cfcut')
    fake.account.knobs.cutAfterNext = 1
    await t.own(owner, [name], false)
    await t.settleAll()
    expect((await row(name))?.status).toBe('active')
    expect([...fake.account.zones.values()].filter((z) => z.name === name)).toHaveLength(1)
    expect(await refunds(owner)).toEqual([])
  })

  it('backs off as the outage lasts, never longer than ten minutes between tries', async () => {
    const owner = OWNER + 3
    await t.fund(20_00, owner)
    const name = freeName('cfslow')
    fake.account.knobs.down = true
    await t.own(owner, [name], false)
    await runRounds(1)
    const id = (await row(name))?.id ?? 0
    // Registered two hours ago and failing since: the next try is ten minutes away, not more.
    await t.db
      .update(domains)
      .set({ registeredAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(domains.id, id))
    await runRounds(1)
    const [job] = await jobOf(id)
    const wait = (job?.runAt.getTime() ?? 0) - Date.now()
    expect(wait).toBeGreaterThan(9 * 60_000)
    expect(wait).toBeLessThanOrEqual(10 * 60_000)
    fake.account.knobs.down = false
    await t.settleAll()
    expect((await row(name))?.status).toBe('active')
  })
})
