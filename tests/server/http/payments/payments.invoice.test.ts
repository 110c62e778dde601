import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { topupInvoiceResponse, topupOffersResponse } from '@contract/payments'
import { ledgerEntries, starPayments, users } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { setSettings } from '../../../../server/core/admin/settings'
import { parseTopupPayload, topupPayloadKey } from '../../../../server/core/payments/topup-payload'
import { TelegramRefusal, telegramResult } from '../../../helpers/telegram-fake'
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const invoice = (
  t: TestApp,
  id: number,
  amount: unknown,
  opts: { key?: string; lang?: string } = {},
) =>
  t.request('/api/topup/invoice', {
    method: 'POST',
    user: { id, language_code: opts.lang ?? 'en' },
    json: { amount },
    headers: opts.key ? { 'Idempotency-Key': opts.key } : {},
  })

describe.each(dbKinds)('top-ups opened in the app on %s', (kind) => {
  describe('with the bot on', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind, { admin: true, mode: 'bot' })
      await setSettings(t.db, { stars_rate_cents: 3 })
    })
    afterAll(() => t.close())

    it('lists the offered amounts with their Stars price at the current rate (GET and POST)', async () => {
      for (const method of ['GET', 'POST']) {
        const res = await t.request('/api/topup/offers', { method, user: { id: 4101 } })
        expect(res.status).toBe(200)
        expect(topupOffersResponse.parse(await res.json())).toEqual({
          offers: [
            { amount: 5, stars: 167 },
            { amount: 10, stars: 334 },
            { amount: 25, stars: 834 },
            { amount: 50, stars: 1667 },
          ],
          // With a bot, a top-up is a real Stars payment, not the demo's.
          demo: false,
        })
      }
    })

    it('creates a Stars invoice link with a signed payload, titled in the user language', async () => {
      const res = await invoice(t, 4102, 25, { lang: 'ru' })
      expect(res.status).toBe(200)
      expect(topupInvoiceResponse.parse(await res.json())).toEqual({
        success: true,
        mode: 'invoice',
        invoice_link: 'https://t.me/$TestInvoiceSlug42',
        slug: 'TestInvoiceSlug42',
        amount: 25,
        stars: 834,
      })
      const call = t.calls.filter((c) => c.method === 'createInvoiceLink').at(-1)?.payload
      expect(call).toMatchObject({
        title: 'Пополнение $25.00',
        currency: 'XTR',
        provider_token: '',
        prices: [{ label: 'Пополнение $25.00', amount: 834 }],
      })
      const key = topupPayloadKey(TEST_BOT_TOKEN)
      expect(parseTopupPayload(String(call?.payload), key)).toEqual({
        userId: 4102,
        amountCents: 2500,
        stars: 834,
      })
      // Nothing is credited until Telegram reports the payment.
      expect(await ledgerSum(t.db, 4102)).toBe(0)
    })

    it('answers 400 naming amount for an amount not on offer, without calling Telegram', async () => {
      const before = t.calls.length
      for (const bad of [7, 0, -5, '10', null, 10.001, undefined]) {
        const res = await invoice(t, 4103, bad)
        expect(res.status, String(bad)).toBe(400)
        expect(await res.json()).toMatchObject({ field: 'amount' })
      }
      const res = await invoice(t, 4103, 7)
      expect(await res.json()).toMatchObject({ error: 'invalid_amount' })
      expect(t.calls.length).toBe(before)
    })

    it('asks Telegram once for one Idempotency-Key sent twice', async () => {
      const count = () => t.calls.filter((c) => c.method === 'createInvoiceLink').length
      const before = count()
      const first = await invoice(t, 4104, 5, { key: 'inv-4104' })
      const again = await invoice(t, 4104, 5, { key: 'inv-4104' })
      expect(await again.json()).toEqual(await first.json())
      expect(count()).toBe(before + 1)
    })
  })

  it('answers 502 telegram_error when Telegram refuses the link, crediting nothing', async () => {
    const t = await createTestApp(kind, {
      admin: true,
      mode: 'bot',
      answer: (c) =>
        c.method === 'createInvoiceLink'
          ? new TelegramRefusal(400, 'Bad Request: currency XTR not allowed')
          : telegramResult(c.method),
    })
    try {
      const res = await invoice(t, 4105, 10)
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({ error: 'telegram_error' })
      expect(await ledgerSum(t.db, 4105)).toBe(0)
    } finally {
      await t.close()
    }
  })

  it('answers 503 bot_unavailable with a real token and BOT_MODE=off', async () => {
    const t = await createTestApp(kind, { admin: true, mode: 'off' })
    try {
      const res = await invoice(t, 4106, 10)
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ error: 'bot_unavailable' })
      expect(t.calls).toHaveLength(0)
      expect(await ledgerSum(t.db, 4106)).toBe(0)
    } finally {
      await t.close()
    }
  })

  it('credits the chosen amount at once in demo mode, through the Stars booking, once per key', async () => {
    const t = await createTestApp(kind, { admin: true, mode: 'demo' })
    try {
      const res = await invoice(t, 4107, 25, { key: 'demo-inv-1' })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ success: true, mode: 'demo', amount: 25, balance: 25 })
      await invoice(t, 4107, 25, { key: 'demo-inv-1' })
      const second = await invoice(t, 4107, 5, { key: 'demo-inv-2' })
      expect(await second.json()).toMatchObject({ amount: 5, balance: 30 })
      expect(t.calls).toHaveLength(0)
      const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, 4107))
      expect(entries.map((e) => [e.type, e.amountCents])).toEqual([
        ['deposit', 2500],
        ['deposit', 500],
      ])
      const payments = await t.db.select().from(starPayments).where(eq(starPayments.userId, 4107))
      expect(payments.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([500, 2500])
      const [user] = await t.db.select().from(users).where(eq(users.tgId, 4107))
      expect(user?.balanceCents).toBe(await ledgerSum(t.db, 4107))
    } finally {
      await t.close()
    }
  })
})
