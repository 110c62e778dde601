import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renewResponse, type RenewResponse } from '@contract/renewal'
import { usdToCents } from '@contract/money'
import {
  domains,
  jobs,
  ledgerEntries,
  orders,
  sandboxRegistrations,
  users,
} from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { RENEW_JOB, RENEWAL_JOB_GRACE_MS } from '../../../../server/core/renewal/renewal-job'
import { addYears } from '../../../../server/providers/registrar/renewal'
import { dbKinds } from '../../../helpers/test-db'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

const renewalOrders = (t: TestApp, userId: number) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'renewal')))

describe.each(dbKinds)('renewal on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: {
        faults: [
          { kind: 'permanent', operations: ['renew'], domain: /^norenew/ },
          { kind: 'transient', operations: ['renew'], domain: /^slowrenew/, times: 2 },
        ],
      },
    })
  })
  afterAll(() => t.close())

  const renew = async (userId: number, domain: string, duration: number, key?: string) => {
    const res = await t.post<RenewResponse>(
      '/api/renewal/renew',
      { domain, duration },
      { user: { id: userId }, headers: key ? { 'Idempotency-Key': key } : {} },
    )
    return {
      status: res.status,
      body: res.status === 200 ? renewResponse.parse(res.body) : res.body,
    }
  }
  const balance = async (userId: number) =>
    (await t.db.select().from(users).where(eq(users.tgId, userId)))[0]?.balanceCents ?? -1
  const row = async (domain: string) =>
    (await t.db.select().from(domains).where(eq(domains.domain, domain)))[0]

  it('renews for 2 years: one debit of price × 2, the registrar and the panel show the new expiry', async () => {
    const user = 8001
    const name = freeName('renew')
    await t.fund(50_00, user)
    await t.own(user, [name])
    const before = await row(name)
    const priceCents = before?.renewalCents ?? 0
    const start = await balance(user)

    const { body } = await renew(user, name, 2)
    const expected = addYears(before?.expiresAt ?? new Date(), 2)
    expect(body).toMatchObject({
      success: true,
      error: null,
      status: 'completed',
      remaining_balance: (start - 2 * priceCents) / 100,
      new_expiration: expected.toISOString(),
    })
    expect(await balance(user)).toBe(start - 2 * priceCents)
    expect(await ledgerSum(t.db, user)).toBe(start - 2 * priceCents)
    expect((await row(name))?.expiresAt?.toISOString()).toBe(expected.toISOString())
    const [registration] = await t.db
      .select()
      .from(sandboxRegistrations)
      .where(eq(sandboxRegistrations.domain, name))
    expect(registration?.expiresAt.toISOString()).toBe(expected.toISOString())
    expect((await renewalOrders(t, user)).map((o) => [o.status, o.totalCents])).toEqual([
      ['completed', 2 * priceCents],
    ])
    const panel = (await t.ownedDomains(user)).find((d) => d.domain === name)
    expect(panel?.expires_at).toBe(expected.toISOString())

    // The fallback job may not run while the request's own attempt could still be running: a real
    // registrar has no idempotency key for renewals, and two overlapping calls renew twice.
    const [fallback] = await t.db.select().from(jobs).where(eq(jobs.kind, RENEW_JOB))
    expect(fallback?.runAt.getTime()).toBeGreaterThan(Date.now() + RENEWAL_JOB_GRACE_MS - 60_000)
    // The job left behind finds the order done and changes nothing.
    await t.settleAll()
    expect((await row(name))?.expiresAt?.toISOString()).toBe(expected.toISOString())
  })

  it('refuses without charging: short balance, too long a term, unknown or foreign domains, bad input', async () => {
    const user = 8002
    const name = freeName('short')
    await t.fund(10_48, user)
    await t.own(user, [name])
    expect(await balance(user)).toBe(0)
    const short = await renew(user, name, 1)
    expect(short.body).toMatchObject({
      success: false,
      error: 'insufficient_funds',
      remaining_balance: 0,
      new_expiration: null,
    })
    expect(usdToCents(short.body.need ?? 0)).toBe((await row(name))?.renewalCents)

    await t.fund(500_00, user)
    expect((await renew(user, name, 10)).body).toMatchObject({
      success: false,
      error: 'term_too_long',
    })
    expect(await renewalOrders(t, user)).toEqual([])

    const foreign = await renew(8099, name, 1)
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ error: 'domain_not_found', field: 'domain' })
    expect((await renew(user, 'not-mine-at-all.com', 1)).status).toBe(404)
    for (const [body, field] of [
      [{ domain: name, duration: 0 }, 'duration'],
      [{ domain: name, duration: 11 }, 'duration'],
      [{ domain: name, duration: 1.5 }, 'duration'],
      [{ domain: name, duration: '2' }, 'duration'],
      [{ domain: name }, 'duration'],
      [{ duration: 1 }, 'domain'],
      [{ domain: 'x', duration: 1 }, 'domain'],
    ] as const) {
      const res = await t.post('/api/renewal/renew', body, { user: { id: user } })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ field })
    }
    expect(await balance(user)).toBe(500_00)
  })

  it('charges once for 20 concurrent requests with one Idempotency-Key', async () => {
    const user = 8003
    const name = freeName('samekey')
    await t.fund(100_00, user)
    await t.own(user, [name])
    const start = await balance(user)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => renew(user, name, 1, 'renew-once-key')),
    )
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
    expect(answers[0]?.body).toMatchObject({ success: true })
    const orderRows = await renewalOrders(t, user)
    expect(orderRows).toHaveLength(1)
    expect(await balance(user)).toBe(start - (orderRows[0]?.totalCents ?? 0))
    expect(await ledgerSum(t.db, user)).toBe(await balance(user))
  })

  it('renews concurrently with different keys only as far as the balance covers', async () => {
    const user = 8004
    const names = [0, 1, 2, 3, 4].map((i) => freeName('many', 'com', i))
    await t.fund(5 * 10_48, user)
    await t.own(user, names)
    const price = (await row(names[0] ?? ''))?.renewalCents ?? 0
    await t.fund(3 * price + price - 1, user)
    const answers = await Promise.all(names.map((n, i) => renew(user, n, 1, `many-${i}`)))
    const ok = answers.filter((a) => a.body.success)
    expect(ok).toHaveLength(3)
    expect(answers.filter((a) => a.body.error === 'insufficient_funds')).toHaveLength(2)
    expect(await balance(user)).toBe(price - 1)
    expect(await ledgerSum(t.db, user)).toBe(price - 1)
    expect(await renewalOrders(t, user)).toHaveLength(3)
  })

  it('refunds once when the registrar refuses the renewal for good', async () => {
    const user = 8005
    const name = freeName('norenew')
    await t.fund(100_00, user)
    await t.own(user, [name])
    const before = await row(name)
    const start = await balance(user)
    const { body } = await renew(user, name, 3)
    expect(body).toMatchObject({
      success: false,
      error: 'renewal_failed',
      remaining_balance: start / 100,
    })
    expect(await balance(user)).toBe(start)
    const [order] = await renewalOrders(t, user)
    expect(order?.status).toBe('refunded')
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user), eq(ledgerEntries.type, 'refund')))
    expect(refunds.map((r) => [r.amountCents, r.reference])).toEqual([
      [3 * (before?.renewalCents ?? 0), `refund-order-${order?.id}`],
    ])
    await t.settleAll()
    expect(await balance(user)).toBe(start)
    expect((await row(name))?.expiresAt?.toISOString()).toBe(before?.expiresAt?.toISOString())
  })

  it('finishes in the background when the registrar is briefly unreachable, one renewal at a time', async () => {
    const user = 8006
    const name = freeName('slowrenew')
    await t.fund(100_00, user)
    await t.own(user, [name])
    const before = await row(name)
    const first = await renew(user, name, 1)
    const expected = addYears(before?.expiresAt ?? new Date(), 1).toISOString()
    expect(first.body).toMatchObject({
      success: true,
      status: 'processing',
      new_expiration: expected,
    })
    expect((await renew(user, name, 1)).body).toMatchObject({
      success: false,
      error: 'renewal_in_progress',
    })
    await t.settleAll()
    expect((await row(name))?.expiresAt?.toISOString()).toBe(expected)
    expect((await renewalOrders(t, user)).map((o) => o.status)).toEqual(['completed'])
    // Once done, the next renewal goes through and extends from the new expiry.
    expect((await renew(user, name, 1)).body).toMatchObject({
      success: true,
      status: 'completed',
      new_expiration: addYears(new Date(expected), 1).toISOString(),
    })
  })
})
