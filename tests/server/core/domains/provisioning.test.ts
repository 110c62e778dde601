import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userDomainsResponse } from '@contract/domains'
import { domains, ledgerEntries, orders, sandboxRegistrations } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { refundFailedDomain, retryProvisioning } from '../../../../server/core/domains/provisioning'
import type { Cdn } from '../../../../server/providers/types'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

/** The sandbox CDN plus an account per domain, as a CDN that hands out sign-ins would. */
const withAccounts = (cdn: Cdn) =>
  Object.assign(Object.create(cdn) as Cdn, {
    createAccount: (domain: string) =>
      Promise.resolve({
        email: `owner@${domain}`,
        password: `pw-${domain}`,
        twoFactorUrl: `otpauth://totp/${domain}?secret=JBSWY3DP`,
      }),
  })

describe.each(dbKinds)('provisioning on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: {
        wrapCdn: withAccounts,
        faults: [
          { kind: 'permanent', operations: ['register'], domain: /^doomed/ },
          { kind: 'transient', operations: ['register'], domain: /^flaky/, times: 2 },
        ],
      },
    })
  })
  afterAll(() => t.close())

  const buy = async (userId: number, names: string[]) => {
    for (const domain of names) await t.post('/api/cart/add', { domain }, { user: { id: userId } })
    const res = await t.post<{ ok: boolean }>('/api/cart/checkout', {}, { user: { id: userId } })
    expect(res.body.ok).toBe(true)
  }
  const row = async (domain: string) =>
    (await t.db.select().from(domains).where(eq(domains.domain, domain)))[0]

  it('refunds exactly the failed domain once and marks it failed; the rest of the order goes on', async () => {
    await t.fund(25_00, 4001)
    const [doomed, fine] = [freeName('doomed'), freeName('fine')]
    await buy(4001, [doomed, fine])
    expect(await ledgerSum(t.db, 4001)).toBe(25_00 - 2 * 10_48)
    await t.settle()

    const failed = await row(doomed)
    expect(failed?.status).toBe('failed')
    expect(failed?.failureReason).toContain('injected_permanent')
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, 4001), eq(ledgerEntries.type, 'refund')))
    expect(refunds).toEqual([
      expect.objectContaining({ amountCents: 10_48, reference: `refund-domain-${failed?.id}` }),
    ])
    expect(await ledgerSum(t.db, 4001)).toBe(25_00 - 10_48)

    const panel = userDomainsResponse.parse(
      (await t.post('/api/user/domains', {}, { user: { id: 4001 } })).body,
    )
    expect(panel.domains.map((d) => [d.domain, d.status])).toEqual([[fine, 'active']])
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, failed?.orderId ?? 0))
    expect(order?.status).toBe('partially_refunded')

    // The admin console pressing "refund" again gives nothing twice; an active domain is never refunded.
    expect(await refundFailedDomain(t.db, failed?.id ?? 0)).toEqual({
      ok: true,
      refunded: false,
      amountCents: 10_48,
    })
    expect(await refundFailedDomain(t.db, (await row(fine))?.id ?? 0)).toEqual({
      ok: false,
      reason: 'active',
    })
    expect(await ledgerSum(t.db, 4001)).toBe(25_00 - 10_48)
    expect(await retryProvisioning(t.db, failed?.id ?? 0)).toEqual({
      ok: false,
      reason: 'refunded',
    })
  })

  it('retries transient registrar failures with the same key and registers once', async () => {
    await t.fund(20_00, 4002)
    const flaky = freeName('flaky')
    await buy(4002, [flaky])
    await t.settle()
    expect((await row(flaky))?.status).toBe('active')
    const regs = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, flaky))
    expect(regs).toHaveLength(1)
    expect(regs[0]?.idempotencyKey).toBe(`order-item-${(await row(flaky))?.id}`)
    expect(regs[0]?.nameServers).toHaveLength(2)
    expect(await ledgerSum(t.db, 4002)).toBe(20_00 - 10_48)
  })

  it('shows the CDN sign-in once provisioned, stored sealed and bound to its row', async () => {
    await t.fund(20_00, 4003)
    const name = freeName('creds')
    await buy(4003, [name])
    await t.settle()
    const [d] = userDomainsResponse.parse(
      (await t.post('/api/user/domains', {}, { user: { id: 4003 } })).body,
    ).domains
    expect(d).toMatchObject({
      domain: name,
      status: 'active',
      cf_email: `owner@${name}`,
      cf_password: `pw-${name}`,
      cf_2fa: `otpauth://totp/${name}?secret=JBSWY3DP`,
      ssl_mode: 'full',
      ddos_protection: 'medium',
    })
    const stored = await row(name)
    expect(stored?.cfPasswordEnc).toMatch(/^v1:/)
    expect(stored?.cfPasswordEnc).not.toContain('pw-')

    // A sealed value copied onto another row does not open there.
    await t.fund(20_00, 4004)
    const other = freeName('creds', 'com', 1)
    await buy(4004, [other])
    await t.settle()
    await t.db
      .update(domains)
      .set({ cfPasswordEnc: stored?.cfPasswordEnc })
      .where(eq(domains.domain, other))
    const [moved] = userDomainsResponse.parse(
      (await t.post('/api/user/domains', {}, { user: { id: 4004 } })).body,
    ).domains
    expect(moved?.cf_email).toBe(`owner@${other}`)
    expect(moved).not.toHaveProperty('cf_password')
  })

  it('keeps a domain pending_cf until its zone is live, and an admin retry is harmless', async () => {
    const slow = await createTestApp(kind, { sandbox: { cdnActivationMs: 60 * 60_000 } })
    try {
      await slow.fund(20_00, 4005)
      const name = freeName('slowzone')
      await slow.post('/api/cart/add', { domain: name }, { user: { id: 4005 } })
      await slow.post('/api/cart/checkout', {}, { user: { id: 4005 } })
      await slow.worker.drain()
      const [d] = await slow.db.select().from(domains).where(eq(domains.domain, name))
      expect(d?.status).toBe('pending_cf')
      expect(d?.ns1).toBeTruthy()
      const retried = await retryProvisioning(slow.db, d?.id ?? 0)
      expect(retried.ok).toBe(true)
      await slow.worker.drain()
      const [again] = await slow.db.select().from(domains).where(eq(domains.domain, name))
      expect(again?.status).toBe('pending_cf')
      expect(await ledgerSum(slow.db, 4005)).toBe(20_00 - 10_48)
    } finally {
      await slow.close()
    }
  })
})
