// Transfer in through the API and the job with the real adapters on the providers' fakes: Name.com
// on prism (its published OpenAPI document; prism's answers steered to each transfer status) and
// Cloudflare on the local fake, where a completed transfer is provisioned like a new name. A
// transfer Name.com reports failed is refunded exactly once.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { transferQuoteResponse, transferResponse, transfersResponse } from '@contract/transfer'
import { refundTransfer } from '../../../../server/core/transfer/transfer-in-job'
import { domains, ledgerEntries, orders } from '../../../../server/db/schema'
import { transferNow, transferableAt, usePrismApp } from '../../../helpers/prism-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('transfer in on %s with Name.com on prism and Cloudflare fake', (kind) => {
  const env = usePrismApp(kind)
  const list = async (user: number) =>
    transfersResponse.parse((await env.t.get('/api/transfers', { user: { id: user } })).body)
      .transfers
  /** Quotes and pays the transfer of `name`, then lets the job start it at Name.com. */
  const startPending = async (user: number, name: string) => {
    await env.t.fund(50_00, user)
    env.prism.rules = transferableAt(name)
    return startTransfer(user, name)
  }
  /** Quotes and pays the transfer under the rules set, then lets the job start it at Name.com. */
  const startTransfer = async (user: number, name: string, purchasePrice?: number) => {
    const before = await env.t.balance(user)
    const quote = await env.t.get(`/api/transfers/quote?domain=${name}`, { user: { id: user } })
    const { price = 0 } = transferQuoteResponse.parse(quote.body)
    expect(price).toBeGreaterThan(0)
    const res = await env.t.post(
      '/api/transfers',
      { domain: name, auth_code: 'AUTH-123' },
      { user: { id: user }, headers: { 'Idempotency-Key': `prism-${name}` } },
    )
    expect(transferResponse.parse(res.body)).toMatchObject({ success: true, charged: price })
    expect(await env.t.balance(user)).toBe(before - Math.round(price * 100))
    await env.t.worker.drain()
    const [pending] = await list(user)
    expect(pending).toMatchObject({ status: 'pending', detail: 'pending_transfer' })
    const create = env.prism.seen.find((s) => s.call === 'POST /core/v1/transfers')
    // purchasePrice only for a premium name, and then exactly Get Pricing's transferPrice.
    expect(create?.violations).toEqual([])
    expect(create?.body).toEqual({
      domainName: name,
      authCode: 'AUTH-123',
      privacyEnabled: true,
      ...(purchasePrice === undefined ? {} : { purchasePrice }),
    })
    return { id: transferResponse.parse(res.body).transfer_id ?? 0, price }
  }

  it('goes pending → completed, then the name gets a Cloudflare zone and its name servers', async () => {
    const user = 7401
    const name = 'parity-xfer-done.com'
    env.cf.account.knobs.activateOnCheck = 1
    await startPending(user, name)
    env.prism.seen = []
    env.prism.rules = transferNow(name, 'completed')
    await env.t.settleAll()
    expect((await list(user))[0]?.status).toBe('completed')
    const zone = env.cf.account.byName(name)
    if (!zone) throw new Error('no Cloudflare zone for the transferred name')
    const [row] = await env.t.db.select().from(domains).where(eq(domains.domain, name))
    expect(row).toMatchObject({ userId: user, status: 'active', cdnZoneId: zone.id })
    const setNs = env.prism.seen.find((s) => s.call.endsWith(':setNameservers'))
    expect(setNs?.body).toEqual({ nameservers: zone.name_servers })
    // Name.com's own renewal is turned off for the name that came in (Update Domain).
    const update = env.prism.seen.find((s) => s.call === `PATCH /core/v1/domains/${name}`)
    expect(update).toMatchObject({ status: 200, violations: [], body: { autorenewEnabled: false } })
    expect(env.calls()).not.toContain('POST /core/v1/transfers')
    expect(env.calls()).not.toContain('POST /core/v1/domains')
  })

  it('a transfer Name.com reports failed is refunded exactly once and leaves no domain', async () => {
    const user = 7402
    const name = 'parity-xfer-failed.com'
    const { id, price } = await startPending(user, name)
    env.prism.rules = transferNow(name, 'failed')
    await env.t.settleAll()
    expect((await list(user))[0]).toMatchObject({ status: 'failed', detail: 'failed' })
    expect(await env.t.balance(user)).toBe(50_00)
    expect(await refundTransfer(env.t.db, id, 'failed', 'again')).toBe(false)
    const refunds = await env.t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user), eq(ledgerEntries.type, 'refund')))
    expect(refunds.map((e) => [e.amountCents, e.kind])).toEqual([
      [Math.round(price * 100), 'transfer_refund'],
    ])
    const [order] = await env.t.db.select().from(orders).where(eq(orders.userId, user))
    expect(order).toMatchObject({ kind: 'transfer', status: 'refunded' })
    expect(await env.t.db.select().from(domains).where(eq(domains.domain, name))).toEqual([])
    expect(env.cf.account.byName(name)).toBeUndefined()
  })

  it("a premium name's transfer is priced at its transferPrice and sends it as purchasePrice", async () => {
    const user = 7404
    const name = 'parity-xfer-premium.com'
    await env.t.fund(500_00, user)
    env.prism.rules = transferableAt(name, { premium: true, transferPrice: 250 })
    const { price } = await startTransfer(user, name, 250)
    // 250.00 wholesale at the default 20% markup.
    expect(price).toBe(300)
  })

  it("prices a transfer at Name.com's transferPrice with the markup, not at the renewal price", async () => {
    const user = 7403
    const name = 'parity-xfer-priced.com'
    await env.t.fund(50_00, user)
    env.prism.rules = transferableAt(name, {
      premium: false,
      purchasePrice: 9.99,
      renewalPrice: 9.99,
      transferPrice: 31.5,
    })
    const quote = await env.t.get(`/api/transfers/quote?domain=${name}`, { user: { id: user } })
    // 31.50 wholesale at the default 20% markup.
    expect(transferQuoteResponse.parse(quote.body)).toMatchObject({ price: 37.8 })
    const pricing = env.prism.seen.find((s) => s.call.includes(':getPricing'))
    expect(pricing).toMatchObject({ status: 200, violations: [] })
    const res = await env.t.post(
      '/api/transfers',
      { domain: name, auth_code: 'AUTH-123' },
      { user: { id: user }, headers: { 'Idempotency-Key': `prism-${name}` } },
    )
    expect(transferResponse.parse(res.body)).toMatchObject({ success: true, charged: 37.8 })
    expect(await env.t.balance(user)).toBe(50_00 - 37_80)
  })
})
