import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelTransferResponse, transferResponse } from '@contract/transfer'
import { joinThroughReferral } from '../../../../server/core/user/referral'
import { registrarJobs } from '../../../../server/core/registrar/registrar-jobs'
import { domainTransfers, domains, ledgerEntries, users } from '../../../../server/db/schema'
import { isTakenAtRegistry } from '../../../../server/providers/registrar/sandbox-catalog'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

/** A name the sandbox registry says someone else holds: one that can be transferred in. */
function heldElsewhere(prefix: string): string {
  for (let i = 0; ; i += 1) {
    const domain = `${prefix}${i}.com`
    if (isTakenAtRegistry(`${prefix}${i}`, domain)) return domain
  }
}

// Long enough that a loaded machine still cancels before the sandbox completes the transfer.
const TRANSFER_MS = 2500
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(dbKinds)('cancelling a transfer in on %s (sandbox registrar)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, {
      sandbox: { transferMs: TRANSFER_MS },
      poolSize: 4,
      extraJobs: (deps) => registrarJobs({ ...deps, pollMs: 1 }),
    })
  })
  afterAll(() => t.close())

  const balance = async (user: number) =>
    (await t.db.select().from(users).where(eq(users.tgId, user)))[0]?.balanceCents ?? -1
  const refunds = (user: number) =>
    t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user), eq(ledgerEntries.type, 'refund')))
  /** Pays a transfer of `name` and lets the job reach the registrar once (it stays pending). */
  const startPending = async (user: number, name: string, started = true) => {
    const res = await t.post(
      '/api/transfers',
      { domain: name, auth_code: 'GOOD-CODE-1' },
      { user: { id: user }, headers: { 'Idempotency-Key': `start-${name}` } },
    )
    const body = transferResponse.parse(res.body)
    expect(body.success).toBe(true)
    if (started) await t.worker.drain()
    return body.transfer_id ?? 0
  }
  const cancel = (user: number, id: number | string, key = `cancel-${id}-${Math.random()}`) =>
    t.post(
      `/api/transfers/${id}/cancel`,
      {},
      { user: { id: user }, headers: { 'Idempotency-Key': key } },
    )

  it('cancels a pending transfer, refunds it once with the referrer’s share, and stays cancelled', async () => {
    const [referrer, user] = [7101, 7102]
    await t.fund(0, referrer)
    expect(await joinThroughReferral(t.db, { id: user }, `ref_${referrer}`, 'app')).toBe('recorded')
    await t.fund(50_00, user)
    const name = heldElsewhere('xcana')
    const id = await startPending(user, name)
    expect(await balance(referrer)).toBeGreaterThan(0)

    const res = await cancel(user, id)
    expect(res.status).toBe(200)
    const body = cancelTransferResponse.parse(res.body)
    expect(body.transfer).toMatchObject({ id, status: 'cancelled' })
    expect(body.remaining_balance).toBe(50)
    // Again, by another key, and after the job has looked again: nothing more moves.
    expect((await cancel(user, id)).status).toBe(200)
    await pause(TRANSFER_MS)
    await t.settleAll()
    expect(await balance(user)).toBe(50_00)
    expect(await balance(referrer)).toBe(0)
    const booked = await refunds(user)
    expect(booked.map((e) => [e.kind, e.params])).toEqual([
      ['transfer_cancel_refund', { domain: name }],
    ])
    expect(await t.db.select().from(domains).where(eq(domains.domain, name))).toEqual([])
  })

  it('answers 409 while the job has not reached the registrar, and once the transfer completed', async () => {
    const user = 7103
    await t.fund(50_00, user)
    const id = await startPending(user, heldElsewhere('xcanb'), false)
    const early = await cancel(user, id)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ error: 'transfer_starting' })
    await t.worker.drain()
    await pause(TRANSFER_MS)
    await t.settleAll()
    const late = await cancel(user, id)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ error: 'transfer_not_cancellable', status: 'completed' })
    expect(await refunds(user)).toEqual([])
  })

  it('404 for a transfer that is not the caller’s, 400 for an id that is not one', async () => {
    await t.fund(50_00, 7104)
    const id = await startPending(7104, heldElsewhere('xcanc'), false)
    expect((await cancel(7105, id)).status).toBe(404)
    const bad = await cancel(7105, 'abc')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('id')
  })

  // The job and the owner at the same moment: when the registrar has finished, the job completes
  // and the cancel is refused; before that the cancel wins and the job, seeing it cancelled, books
  // no second refund. Either way the money is kept with the domain or refunded once, never both.
  it.each([
    ['the registrar has finished', TRANSFER_MS + 50],
    ['the transfer is still pending', 0],
  ])('a cancel racing the completing job when %s', async (_what, wait) => {
    for (let i = 0; i < 3; i += 1) {
      const user = 7200 + wait + i
      await t.fund(50_00, user)
      const name = heldElsewhere(`xrace${wait}n${i}x`)
      const id = await startPending(user, name)
      await pause(wait)
      const [, res] = await Promise.all([t.settleAll(), cancel(user, id)])
      await t.settleAll()
      const [row] = await t.db.select().from(domainTransfers).where(eq(domainTransfers.id, id))
      const owned = await t.db.select().from(domains).where(eq(domains.domain, name))
      const back = await refunds(user)
      if (row?.status === 'cancelled') {
        expect(res.status).toBe(200)
        expect(back).toHaveLength(1)
        expect(owned).toEqual([])
        expect(await balance(user)).toBe(50_00)
      } else {
        expect(row?.status).toBe('completed')
        expect(res.status).toBe(409)
        expect(back).toEqual([])
        expect(owned.map((d) => d.status)).toEqual(['active'])
        expect(await balance(user)).toBe(50_00 - (row?.priceCents ?? 0))
      }
      expect(row?.status).toBe(wait ? 'completed' : 'cancelled')
    }
  })
})
