import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sendTopupMenuResponse } from '@contract/payments'
import { ledgerEntries, starPayments, users } from '../../../../server/db/schema'
import { ledgerSum } from '../../../../server/core/ledger/ledger'
import { setSettings } from '../../../../server/core/admin/settings'
import { dbKinds } from '../../../helpers/test-db'
import { TelegramRefusal } from '../../../helpers/telegram-fake'
import { createTestApp, type TestApp } from '../../../helpers/test-app'

const topup = (t: TestApp, id: number, userId: unknown, key?: string) =>
  t.request('/api/send-topup-menu', {
    method: 'POST',
    user: { id },
    json: { user_id: userId },
    headers: key ? { 'Idempotency-Key': key } : {},
  })

describe.each(dbKinds)('send-topup-menu on %s', (kind) => {
  describe('with the bot on', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp(kind, { admin: true, mode: 'bot' })
    })
    afterAll(() => t.close())

    it('has the bot send the four amounts, priced in Stars at the current rate, in the user language', async () => {
      await setSettings(t.db, { stars_rate_cents: 3 })
      const res = await t.request('/api/send-topup-menu', {
        method: 'POST',
        user: { id: 4001, language_code: 'ru' },
        json: { user_id: 4001 },
      })
      expect(res.status).toBe(200)
      expect(sendTopupMenuResponse.parse(await res.json())).toEqual({ success: true, mode: 'chat' })
      const sent = t.calls.filter((c) => c.method === 'sendMessage')
      expect(sent).toHaveLength(1)
      expect(sent[0]?.payload.chat_id).toBe(4001)
      expect(sent[0]?.payload.text).toBe('Выберите сумму пополнения. Оплата в Telegram Stars.')
      const markup = sent[0]?.payload.reply_markup as {
        inline_keyboard: { text: string; callback_data: string }[][]
      }
      const buttons = markup.inline_keyboard.flat()
      expect(buttons.map((b) => b.callback_data)).toEqual([
        'topup:500',
        'topup:1000',
        'topup:2500',
        'topup:5000',
      ])
      // 3 cents per Star, rounded up: $5 = 167 Stars.
      expect(buttons.map((b) => b.text)).toEqual([
        '$5.00 · 167 ⭐',
        '$10.00 · 334 ⭐',
        '$25.00 · 834 ⭐',
        '$50.00 · 1667 ⭐',
      ])
    })

    it("refuses someone else's user_id with 403 and sends nothing", async () => {
      const before = t.calls.length
      const res = await topup(t, 4002, 4003)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ error: 'forbidden', field: 'user_id' })
      expect(t.calls.length).toBe(before)
    })

    it('answers 400 naming user_id when it is missing or not an id', async () => {
      for (const bad of [undefined, 'abc', -5, 1.5, null]) {
        const res = await topup(t, 4004, bad)
        expect(res.status, String(bad)).toBe(400)
        expect(await res.json()).toMatchObject({ field: 'user_id' })
      }
    })

    it('sends one message for one Idempotency-Key pressed twice', async () => {
      const before = t.calls.filter((c) => c.method === 'sendMessage').length
      for (let i = 0; i < 2; i++) expect((await topup(t, 4005, 4005, 'tap-4005')).status).toBe(200)
      expect(t.calls.filter((c) => c.method === 'sendMessage').length).toBe(before + 1)
    })
  })

  it('answers 502 when Telegram refuses the message (bot never started)', async () => {
    const t = await createTestApp(kind, {
      admin: true,
      mode: 'bot',
      answer: () => new TelegramRefusal(403, 'Forbidden: bot was blocked by the user'),
    })
    try {
      const res = await topup(t, 4006, 4006)
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({ error: 'telegram_error' })
    } finally {
      await t.close()
    }
  })

  it('answers 503 with a real token and BOT_MODE=off, without calling Telegram or crediting', async () => {
    const t = await createTestApp(kind, { admin: true, mode: 'off' })
    try {
      const res = await topup(t, 4007, 4007)
      expect(res.status).toBe(503)
      const body = (await res.json()) as { error: string; message: string }
      expect(body.error).toBe('bot_unavailable')
      expect(body.message).toContain('BOT_MODE=off')
      expect(t.calls).toHaveLength(0)
      expect(await ledgerSum(t.db, 4007)).toBe(0)
    } finally {
      await t.close()
    }
  })

  it('credits a $10 demo top-up in demo mode through the Stars booking, once per key', async () => {
    const t = await createTestApp(kind, { admin: true, mode: 'demo' })
    try {
      const res = await topup(t, 4008, 4008, 'demo-tap-1')
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ success: true, mode: 'demo', amount: 10, balance: 10 })
      expect((await topup(t, 4008, 4008, 'demo-tap-1')).status).toBe(200)
      const second = await topup(t, 4008, 4008, 'demo-tap-2')
      expect(await second.json()).toMatchObject({ balance: 20 })
      expect(t.calls).toHaveLength(0)
      const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, 4008))
      expect(entries.map((e) => [e.type, e.amountCents])).toEqual([
        ['deposit', 1000],
        ['deposit', 1000],
      ])
      const payments = await t.db.select().from(starPayments).where(eq(starPayments.userId, 4008))
      expect(payments.map((p) => p.chargeId).sort()).toEqual(entries.map((e) => e.reference).sort())
      const [user] = await t.db.select().from(users).where(eq(users.tgId, 4008))
      expect(user?.balanceCents).toBe(await ledgerSum(t.db, 4008))
    } finally {
      await t.close()
    }
  })
})
