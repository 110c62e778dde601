import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactionsResponse } from '@contract/domains'
import { transferQuoteResponse, transferResponse, transfersResponse } from '@contract/transfer'
import { registrarJobs } from '../../../../server/core/registrar/registrar-jobs'
import { ledgerEntries, domains, orders, users } from '../../../../server/db/schema'
import { isTakenAtRegistry } from '../../../../server/providers/registrar/sandbox-catalog'
import { freeName } from '../../../helpers/sandbox-names'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

/** A name the sandbox registry says someone else holds: one that can be transferred in. */
function heldElsewhere(prefix: string): string {
  for (let i = 0; ; i += 1) {
    const domain = `${prefix}${i}.com`
    if (isTakenAtRegistry(`${prefix}${i}`, domain)) return domain
  }
}

describe.each(dbKinds)('transfer in on %s (sandbox registrar)', (kind) => {
  let t: TestApp
  /** Runs transfer and provisioning jobs until none is left, later status checks made due. */
  const run = () => t.settleAll(2000)
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: {},
      extraJobs: (deps) => registrarJobs({ ...deps, pollMs: 1 }),
    })
  })
  afterAll(() => t.close())

  const balance = async (user: number) =>
    (await t.db.select().from(users).where(eq(users.tgId, user)))[0]?.balanceCents ?? -1
  const quote = async (user: number, domain: string) =>
    transferQuoteResponse.parse(
      await (
        await t.request(`/api/transfers/quote?domain=${domain}`, { user: { id: user } })
      ).json(),
    )
  const start = async (user: number, domain: string, code: string, key: string) => {
    const res = await t.post(
      '/api/transfers',
      { domain, auth_code: code },
      { user: { id: user }, headers: { 'Idempotency-Key': key } },
    )
    expect(res.status).toBe(200)
    return transferResponse.parse(res.body)
  }
  /** The history as the client reads it: [type, kind, params.domain], newest first. */
  const history = async (user: number) =>
    transactionsResponse
      .parse((await t.post('/api/user/transactions', {}, { user: { id: user } })).body)
      .transactions.map((e) => [e.type, e.kind, e.params?.domain])
  const list = async (user: number) =>
    transfersResponse.parse(
      await (await t.request('/api/transfers', { user: { id: user } })).json(),
    ).transfers

  it('quotes: a name held elsewhere is eligible at the renewal price; others say why not', async () => {
    const name = heldElsewhere('xfera')
    const q = await quote(7001, name)
    expect(q).toMatchObject({ domain: name, eligible: true })
    expect(q.price).toBeGreaterThan(0)
    const free = await quote(7001, freeName('xferfree'))
    expect(free).toMatchObject({ eligible: false, reason: 'not_registered' })
    expect((await quote(7001, 'name.unsold')).reason).toBe('not_sold')
  })

  it('pays once (a replayed key charges nothing), goes pending → completed and is provisioned', async () => {
    const user = 7002
    const name = heldElsewhere('xferb')
    await t.fund(50_00, user)
    const { price = 0 } = await quote(user, name)
    const first = await start(user, name, 'GOOD-CODE-1', 'xfer-key-1')
    const again = await start(user, name, 'GOOD-CODE-1', 'xfer-key-1')
    expect(again).toEqual(first)
    expect(first.success).toBe(true)
    expect(await balance(user)).toBe(50_00 - Math.round(price * 100))
    expect((await list(user)).map((x) => x.status)).toEqual(['pending'])
    // A second request for the same name while one is pending charges nothing.
    const twin = await start(user, name, 'GOOD-CODE-1', 'xfer-key-2')
    expect(twin).toMatchObject({ success: false, error: 'not_eligible', reason: 'in_progress' })

    await run()
    const [done] = await list(user)
    expect(done?.status).toBe('completed')
    const [row] = await t.db.select().from(domains).where(eq(domains.domain, name))
    expect(row).toMatchObject({ userId: user, status: 'active' })
    expect(row?.cdnZoneId).toBeTruthy()
    const owned = await t.ownedDomains(user)
    expect(owned.map((d) => d.domain)).toContain(name)
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, row?.orderId ?? 0))
    expect(order).toMatchObject({ status: 'completed', kind: 'transfer' })
    expect((await history(user))[0]).toEqual(['purchase', 'domain_transfer', name])
  })

  it('a transfer the losing registrar rejects is refunded exactly once', async () => {
    const user = 7003
    const name = heldElsewhere('xferc')
    await t.fund(50_00, user)
    const res = await start(user, name, 'FAIL-THIS-ONE', 'xfer-key-3')
    expect(res.success).toBe(true)
    await run()
    expect((await list(user))[0]).toMatchObject({ status: 'failed' })
    expect(await balance(user)).toBe(50_00)
    // Whatever runs again, the refund is not booked twice.
    const { refundTransfer } = await import('../../../../server/core/transfer/transfer-in-job')
    expect(await refundTransfer(t.db, res.transfer_id ?? 0, 'failed', 'again')).toBe(false)
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user), eq(ledgerEntries.type, 'refund')))
    expect(refunds).toHaveLength(1)
    expect(await history(user)).toEqual([
      ['refund', 'transfer_refund', name],
      ['purchase', 'domain_transfer', name],
      ['deposit', null, undefined],
    ])
    expect(await t.db.select().from(domains).where(eq(domains.domain, name))).toEqual([])
  })

  it('an auth code the registry refuses outright fails the job and is refunded', async () => {
    const user = 7004
    const name = heldElsewhere('xferd')
    await t.fund(50_00, user)
    expect((await start(user, name, 'abc', 'xfer-key-4')).success).toBe(true)
    await run()
    expect((await list(user))[0]?.status).toBe('failed')
    expect(await balance(user)).toBe(50_00)
  })

  it('without enough money nothing is charged and nothing starts', async () => {
    const user = 7005
    await t.fund(1, user)
    const res = await start(user, heldElsewhere('xfere'), 'GOOD-CODE', 'xfer-key-5')
    expect(res).toMatchObject({ success: false, error: 'insufficient_funds' })
    expect(await list(user)).toEqual([])
    expect(await balance(user)).toBe(1)
  })
})
