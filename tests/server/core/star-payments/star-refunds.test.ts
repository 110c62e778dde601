import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { adminTransactionsResponse } from '@contract/admin-records'
import { adminStarPaymentsResponse, adminStarRefundResponse } from '@contract/star-payments'
import { ledgerEntries, starPayments, users } from '../../../../server/db/schema'
import { debit, ledgerSum } from '../../../../server/core/ledger/ledger'
import { dbKinds } from '../../../helpers/test-db'
import { refundedUpdate, TelegramRefusal, telegramResult } from '../../../helpers/telegram-fake'
import { createTestApp, type TestApp } from '../../../helpers/test-app'
import { paidTopup } from '../../../helpers/test-payments'

async function balanceMatchesLedger(t: TestApp, userId: number) {
  const [u] = await t.db.select().from(users).where(eq(users.tgId, userId))
  expect(u?.balanceCents).toBe(await ledgerSum(t.db, userId))
  return u?.balanceCents
}
const refundEntries = (t: TestApp, chargeId: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(like(ledgerEntries.reference, `stars-refund%:${chargeId}:%`))

describe.each(dbKinds)('refunding Stars top-ups on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, mode: 'bot' })
  })
  afterAll(() => t.close())
  const telegramRefunds = () => t.calls.filter((c) => c.method === 'refundStarPayment')

  it('refunds an unspent top-up once: Stars back, credit reversed, state refunded', async () => {
    await paidTopup(t.db, 4301, 'ch-4301')
    const listed = adminStarPaymentsResponse.parse(await (await t.starPayments(4301)).json())
    expect(listed.payments).toMatchObject([
      { charge_id: 'ch-4301', amount: 10, stars: 500, state: 'credited', refusal: null },
    ])
    const res = await t.refund('ch-4301')
    expect(res.status).toBe(200)
    const body = adminStarRefundResponse.parse(await res.json())
    expect(body).toMatchObject({
      balance: 0,
      payment: { state: 'refunded', refusal: 'already_refunded' },
    })
    expect(telegramRefunds().map((c) => c.payload)).toEqual([
      { user_id: 4301, telegram_payment_charge_id: 'ch-4301' },
    ])
    expect(await balanceMatchesLedger(t, 4301)).toBe(0)
    // Worded by each reader's client, and shown to the admin as a refund, not an adjustment.
    expect(await refundEntries(t, 'ch-4301')).toMatchObject([
      { type: 'adjustment', kind: 'stars_refund', params: { stars: 500 } },
    ])
    const listedEntries = adminTransactionsResponse.parse(
      await (await t.admin('/api/admin/transactions?user=4301')).json(),
    )
    expect(listedEntries).toMatchObject({
      transactions: [
        { kind: 'stars_refund', params: { stars: 500 } },
        { kind: 'stars_topup', params: { stars: 500 } },
      ],
    })
    const again = await t.refund('ch-4301')
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: 'already_refunded' })
    expect(telegramRefunds()).toHaveLength(1)
  })

  it('refunds exactly once when two admins press Refund together', async () => {
    await paidTopup(t.db, 4302, 'ch-4302')
    const before = telegramRefunds().length
    const answers = await Promise.all([t.refund('ch-4302'), t.refund('ch-4302')])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(telegramRefunds().length).toBe(before + 1)
    expect(await refundEntries(t, 'ch-4302')).toHaveLength(1)
    expect(await balanceMatchesLedger(t, 4302)).toBe(0)
  })

  it('refuses a spent top-up with already_spent, touching neither Telegram nor the balance', async () => {
    await paidTopup(t.db, 4303, 'ch-4303')
    await debit(t.db, 'purchase', { userId: 4303, amountCents: 600, description: 'a domain' })
    const listed = adminStarPaymentsResponse.parse(await (await t.starPayments(4303)).json())
    expect(listed.payments[0]?.refusal).toBe('already_spent')
    const before = telegramRefunds().length
    const res = await t.refund('ch-4303')
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: 'already_spent' })
    expect(telegramRefunds().length).toBe(before)
    expect(await balanceMatchesLedger(t, 4303)).toBe(400)
    const [row] = await t.db.select().from(starPayments).where(eq(starPayments.chargeId, 'ch-4303'))
    expect(row?.state).toBe('credited')
  })

  it('puts the money back when Telegram refuses, and a later retry refunds', async () => {
    await paidTopup(t.db, 4304, 'ch-4304')
    t.answerWith((c) =>
      c.method === 'refundStarPayment'
        ? new TelegramRefusal(400, 'Bad Request: CHARGE_NOT_FOUND')
        : telegramResult(c.method),
    )
    const res = await t.refund('ch-4304')
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: 'telegram_error' })
    expect(await balanceMatchesLedger(t, 4304)).toBe(1000)
    const [row] = await t.db.select().from(starPayments).where(eq(starPayments.chargeId, 'ch-4304'))
    expect(row?.state).toBe('credited')
    t.answerWith((c) => telegramResult(c.method))
    expect((await t.refund('ch-4304')).status).toBe(200)
    expect(await balanceMatchesLedger(t, 4304)).toBe(0)
    // debit, reversal, debit
    expect((await refundEntries(t, 'ch-4304')).map((e) => e.amountCents)).toEqual([
      -1000, 1000, -1000,
    ])
  })

  it('refuses too_old past the refund window and not_found for an unknown charge', async () => {
    await paidTopup(t.db, 4305, 'ch-4305', 1000, new Date(Date.now() - 91 * 86_400_000))
    const old = await t.refund('ch-4305')
    expect(old.status).toBe(409)
    expect(await old.json()).toMatchObject({ error: 'too_old' })
    const missing = await t.refund('no-such-charge')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ error: 'not_found' })
    expect(await balanceMatchesLedger(t, 4305)).toBe(1000)
  })

  it('debits nothing more when Telegram reports a refund the admin already made', async () => {
    await paidTopup(t.db, 4306, 'ch-4306')
    expect((await t.refund('ch-4306')).status).toBe(200)
    await t.bot.handleUpdate(refundedUpdate(4306, 'ch-4306', 500))
    expect(await refundEntries(t, 'ch-4306')).toHaveLength(1)
    expect(await balanceMatchesLedger(t, 4306)).toBe(0)
  })

  it('reverses a refund made outside the app once, however often Telegram reports it', async () => {
    await paidTopup(t.db, 4307, 'ch-4307', 2500)
    await paidTopup(t.db, 4307, 'ch-4307b', 500)
    const update = refundedUpdate(4307, 'ch-4307', 1250)
    await t.bot.handleUpdate(update)
    await Promise.all(
      [1, 2].map(() => t.bot.handleUpdate({ ...update, update_id: update.update_id + 1000 })),
    )
    expect(await refundEntries(t, 'ch-4307')).toHaveLength(1)
    expect(await balanceMatchesLedger(t, 4307)).toBe(500)
    const again = await t.refund('ch-4307')
    expect(await again.json()).toMatchObject({ error: 'already_refunded' })
  })

  it('records a refund of a spent top-up without going negative', async () => {
    await paidTopup(t.db, 4308, 'ch-4308')
    await debit(t.db, 'purchase', { userId: 4308, amountCents: 900, description: 'a domain' })
    await t.bot.handleUpdate(refundedUpdate(4308, 'ch-4308', 500))
    expect(await refundEntries(t, 'ch-4308')).toHaveLength(0)
    expect(await balanceMatchesLedger(t, 4308)).toBe(100)
    const [row] = await t.db.select().from(starPayments).where(eq(starPayments.chargeId, 'ch-4308'))
    expect(row?.state).toBe('refunded_spent')
  })

  it('answers 400 for a bad user_id and refunds only as an admin', async () => {
    expect((await t.request('/api/admin/star-payments?user_id=abc', { admin: true })).status).toBe(
      400,
    )
    const asUser = await t.request('/api/admin/star-payments/ch-4301/refund', { method: 'POST' })
    expect([401, 403]).toContain(asUser.status)
  })
})

describe.each(dbKinds)('refunds with the bot off on %s', (kind) => {
  it('answers 503 bot_unavailable for a Telegram charge when the bot is off', async () => {
    const t = await createTestApp(kind, { admin: true, mode: 'off' })
    try {
      await paidTopup(t.db, 4311, 'ch-4311')
      const listed = adminStarPaymentsResponse.parse(await (await t.starPayments(4311)).json())
      expect(listed.payments[0]?.refusal).toBe('bot_unavailable')
      const res = await t.refund('ch-4311')
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ error: 'bot_unavailable' })
      expect(await balanceMatchesLedger(t, 4311)).toBe(1000)
    } finally {
      await t.close()
    }
  })

  it('reverses a demo top-up in demo mode without Telegram', async () => {
    const t = await createTestApp(kind, { admin: true, mode: 'demo' })
    try {
      await t.request('/api/topup/invoice', {
        method: 'POST',
        user: { id: 4312 },
        json: { amount: 10 },
      })
      const listed = adminStarPaymentsResponse.parse(await (await t.starPayments(4312)).json())
      expect(listed.payments).toMatchObject([{ demo: true, refusal: null }])
      const res = await t.refund(listed.payments[0]?.charge_id ?? '')
      expect(res.status).toBe(200)
      expect(await balanceMatchesLedger(t, 4312)).toBe(0)
      expect(t.calls).toHaveLength(0)
    } finally {
      await t.close()
    }
  })
})
