import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, domains, jobs, ledgerEntries } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'

describe.each(dbKinds)('admin domains on %s', (kind) => {
  let t: TestApp
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
    await signUp(t, 8001, { username: 'owner_one' })
    await signUp(t, 8002, { username: 'owner_two' })
    const rows = await t.database.db
      .insert(domains)
      .values([
        {
          userId: 8001,
          domain: 'stuck.com',
          status: 'registering',
          priceCents: 1048,
          renewalCents: 1200,
        },
        { userId: 8001, domain: 'live.net', status: 'active', priceCents: 900, renewalCents: 900 },
        {
          userId: 8002,
          domain: 'broken.io',
          status: 'registering',
          priceCents: 3000,
          renewalCents: 3000,
        },
      ])
      .returning({ id: domains.id, domain: domains.domain })
    for (const r of rows) ids[r.domain] = r.id
  })
  afterAll(() => t.close())

  it('lists every domain with its owner, filtered by status and by name or owner', async () => {
    const all = await json<{ domains: { domain: string; username: string }[]; total: number }>(
      await t.admin('/api/admin/domains'),
    )
    expect(all.total).toBe(3)
    expect(all.domains.map((d) => d.domain)).toEqual(['broken.io', 'live.net', 'stuck.com'])
    const active = await json<{ domains: { domain: string }[] }>(
      await t.admin('/api/admin/domains?status=active'),
    )
    expect(active.domains.map((d) => d.domain)).toEqual(['live.net'])
    const byOwner = await json<{ domains: { domain: string; user_id: number }[] }>(
      await t.admin('/api/admin/domains?q=owner_two'),
    )
    expect(byOwner.domains).toEqual([
      expect.objectContaining({ domain: 'broken.io', user_id: 8002, price: 30 }),
    ])
    const bad = await t.admin('/api/admin/domains?status=lost')
    expect(bad.status).toBe(400)
    expect(await json(bad)).toMatchObject({ field: 'status' })
  })

  it('retries a stuck domain by queueing its provisioning job, but not an active one', async () => {
    const res = await t.admin(`/api/admin/domains/${ids['stuck.com']}/retry`, { method: 'POST' })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({
      domain: { domain: 'stuck.com', status: 'registering' },
    })
    const queued = await t.database.db.select().from(jobs)
    expect(
      queued.some((j) => (j.payload as { domainId?: number }).domainId === ids['stuck.com']),
    ).toBe(true)
    const active = await t.admin(`/api/admin/domains/${ids['live.net']}/retry`, { method: 'POST' })
    expect(active.status).toBe(409)
    expect((await t.admin('/api/admin/domains/999999/retry', { method: 'POST' })).status).toBe(404)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'domain.retry'))
    expect(audit).toMatchObject({ actor: 'token', target: `domain:${ids['stuck.com']}` })
  })

  it('refunds a failed domain exactly once through the ledger, and never an active one', async () => {
    const id = ids['broken.io']
    const first = await t.admin(`/api/admin/domains/${id}/refund`, { method: 'POST' })
    expect(first.status).toBe(200)
    expect(await json(first)).toMatchObject({ domain: { status: 'failed' } })
    const second = await t.admin(`/api/admin/domains/${id}/refund`, { method: 'POST' })
    expect(second.status).toBe(200)
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.type, 'refund'), eq(ledgerEntries.userId, 8002)))
    expect(refunds.map((r) => r.amountCents)).toEqual([3000])
    expect(await ledgerSum(t.database.db, 8002)).toBe(3000)
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'domain.refund')),
    ).toHaveLength(1)

    const retryRefunded = await t.admin(`/api/admin/domains/${id}/retry`, { method: 'POST' })
    expect(retryRefunded.status).toBe(409)
    expect(await json(retryRefunded)).toMatchObject({ error: 'domain_refunded' })
    expect(
      (await t.admin(`/api/admin/domains/${ids['live.net']}/refund`, { method: 'POST' })).status,
    ).toBe(409)
    const badId = await t.admin('/api/admin/domains/-1/refund', { method: 'POST' })
    expect(await json(badId)).toMatchObject({ field: 'id' })
  })
})
