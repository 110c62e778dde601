// Cancelling a transfer in through the API with the real Name.com adapter on prism (its published
// OpenAPI document): a cancel Name.com accepts refunds once, whatever is asked or run again; one
// it refuses (the losing registrar has the transfer) keeps the money and the transfer pending.
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cancelTransferResponse, transferResponse } from '@contract/transfer'
import { ledgerEntries } from '../../../../server/db/schema'
import { transferNow, transferableAt, usePrismApp } from '../../../helpers/prism-app'
import { dbKinds } from '../../../helpers/test-db'

describe.each(dbKinds)('cancelling a transfer in on %s with Name.com on prism', (kind) => {
  const env = usePrismApp(kind)
  const refunds = (user: number) =>
    env.t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user), eq(ledgerEntries.type, 'refund')))
  /** A paid transfer of `name` that the job has started at Name.com (pending_transfer). */
  const startPending = async (user: number, name: string) => {
    await env.t.fund(50_00, user)
    env.prism.rules = transferableAt(name)
    const res = await env.t.post(
      '/api/transfers',
      { domain: name, auth_code: 'AUTH-123' },
      { user: { id: user }, headers: { 'Idempotency-Key': `prism-${name}` } },
    )
    const body = transferResponse.parse(res.body)
    expect(body.success).toBe(true)
    await env.t.worker.drain()
    env.prism.seen = []
    return body.transfer_id ?? 0
  }
  const cancel = (user: number, id: number, key: string) =>
    env.t.post(
      `/api/transfers/${id}/cancel`,
      {},
      { user: { id: user }, headers: { 'Idempotency-Key': key } },
    )

  it('cancels at Name.com and refunds once, however often asked and whatever the job sees', async () => {
    const user = 7411
    const name = 'parity-cancel-ok.com'
    const id = await startPending(user, name)
    env.prism.rules = []
    const res = await cancel(user, id, 'cancel-1')
    expect(res.status).toBe(200)
    const body = cancelTransferResponse.parse(res.body)
    expect(body.transfer).toMatchObject({ id, status: 'cancelled' })
    expect(body.remaining_balance).toBe(50)
    expect(env.calls()).toEqual([`POST /core/v1/transfers/${name}:cancel`])
    expect(env.prism.seen[0]?.body).toEqual({})

    expect((await cancel(user, id, 'cancel-2')).status).toBe(200)
    env.prism.rules = transferNow(name, 'canceled')
    await env.t.settleAll()
    expect(await env.t.balance(user)).toBe(50_00)
    expect((await refunds(user)).map((e) => e.kind)).toEqual(['transfer_cancel_refund'])
    // The second cancel found the transfer cancelled here and asked Name.com nothing more.
    expect(env.calls().filter((c) => c.endsWith(':cancel'))).toHaveLength(1)
  })

  it('a cancel Name.com refuses is a 409 and the transfer stays pending and paid', async () => {
    const user = 7412
    const name = 'parity-cancel-late.com'
    const id = await startPending(user, name)
    const paid = await env.t.balance(user)
    env.prism.rules = [
      { call: /:cancel$/, prefer: 'code=404' },
      ...transferNow(name, 'pending_transfer'),
    ]
    const res = await cancel(user, id, 'cancel-3')
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'transfer_not_cancellable', status: 'pending' })
    expect(env.calls()).toEqual([
      `POST /core/v1/transfers/${name}:cancel`,
      `GET /core/v1/transfers/${name}`,
    ])
    expect(await refunds(user)).toEqual([])
    expect(await env.t.balance(user)).toBe(paid)
  })
})
