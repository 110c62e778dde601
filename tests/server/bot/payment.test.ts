// The bot's payment rules against crafted Telegram updates: /paysupport and /terms, and the
// defences in depth at pre-checkout (only our signed payloads) and at successful_payment (exactly
// the Stars we signed for, in XTR, or nothing is credited).
import type { Update } from 'grammy/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createBot } from '../../../server/bot/bot'
import { ledgerEntries, users } from '../../../server/db/schema'
import { ledgerSum } from '../../../server/core/ledger/ledger'
import { setSettings } from '../../../server/core/admin/settings'
import { encodeTopupPayload, topupPayloadKey } from '../../../server/core/payments/topup-payload'
import { createLogger } from '../../../server/logger'
import { type ApiCall, botInfo, telegramResult } from '../../helpers/telegram-fake'
import { TEST_BOT_TOKEN } from '../../helpers/test-app'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../helpers/test-db'

const signed = (userId: number, amountCents: number, stars: number) =>
  encodeTopupPayload({ userId, amountCents, stars }, topupPayloadKey(TEST_BOT_TOKEN))

let updateId = 7000
const from = (id: number, language_code = 'en') => ({
  id,
  is_bot: false,
  first_name: 'U',
  language_code,
})
const command = (id: number, text: string, lang = 'en'): Update => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: { id, type: 'private', first_name: 'U' },
    from: from(id, lang),
    text,
    entities: [{ type: 'bot_command', offset: 0, length: text.length }],
  },
})
const preCheckout = (userId: number, payload: string, total: number): Update => ({
  update_id: updateId++,
  pre_checkout_query: {
    id: `pcq-${updateId}`,
    from: from(userId),
    currency: 'XTR',
    total_amount: total,
    invoice_payload: payload,
  },
})
const paid = (
  userId: number,
  charge: string,
  payload: string,
  total: number,
  currency = 'XTR',
) => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: { id: userId, type: 'private' as const, first_name: 'U' },
    from: from(userId),
    successful_payment: {
      currency,
      total_amount: total,
      invoice_payload: payload,
      telegram_payment_charge_id: charge,
      provider_payment_charge_id: '',
    },
  },
})

describe.each(dbKinds)('the bot selling Stars top-ups on %s', (kind) => {
  let database: TestDatabase
  const calls: ApiCall[] = []
  let bot: ReturnType<typeof createBot>
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await database.db.insert(users).values([{ tgId: 6201, firstName: 'Payer' }])
    bot = createBot({
      token: TEST_BOT_TOKEN,
      logger: createLogger('silent'),
      db: database.db,
      botInfo,
    })
    bot.api.config.use((_prev, method, payload) => {
      calls.push({ method, payload })
      return Promise.resolve({ ok: true, result: telegramResult(method) } as never)
    })
  })
  afterAll(() => database.destroy())
  const lastText = () => calls.filter((c) => c.method === 'sendMessage').at(-1)?.payload.text

  it('answers /paysupport in ru and en with the support link and the refund promise', async () => {
    await setSettings(database.db, { support_url: 'https://t.me/shop_help' })
    await bot.handleUpdate(command(6201, '/paysupport', 'en'))
    expect(lastText()).toBe(
      'Help with a payment: write to support at https://t.me/shop_help, giving the date and amount of the payment. Unspent top-ups can be refunded: the Stars go back to your Telegram account.',
    )
    await bot.handleUpdate(command(6202, '/paysupport', 'ru'))
    expect(lastText()).toContain('напишите в поддержку https://t.me/shop_help')
    expect(lastText()).toContain('Неизрасходованные пополнения можно вернуть')
  })

  it('answers /terms with the user agreement from the settings, or without one', async () => {
    await bot.handleUpdate(command(6203, '/terms', 'en'))
    expect(lastText()).toContain('Questions about the terms: /paysupport.')
    await setSettings(database.db, { agreement_url: 'https://shop.example/terms' })
    await bot.handleUpdate(command(6203, '/terms', 'en'))
    expect(lastText()).toContain('User agreement: https://shop.example/terms')
    await bot.handleUpdate(command(6204, '/terms', 'ru'))
    expect(lastText()).toContain('Пользовательское соглашение: https://shop.example/terms')
  })

  it('refuses unsigned and forged payloads at pre-checkout', async () => {
    const good = signed(6201, 500, 250)
    const forged = [
      'topup:6201:500:250', // the old unsigned form
      good.replace(':250:', ':1:'), // a cheaper price under a signature made for 250
      `${good.slice(0, -2)}AA`, // a tampered signature
      encodeTopupPayload({ userId: 6201, amountCents: 500, stars: 1 }, topupPayloadKey('1:other')),
    ]
    for (const payload of forged) {
      const stars = Number(payload.split(':')[3])
      await bot.handleUpdate(preCheckout(6201, payload, stars))
      expect(
        calls.filter((c) => c.method === 'answerPreCheckoutQuery').at(-1)?.payload,
        payload,
      ).toMatchObject({
        ok: false,
        error_message: 'This invoice is no longer valid. Please request a new one.',
      })
    }
    await bot.handleUpdate(preCheckout(6201, good, 250))
    expect(
      calls.filter((c) => c.method === 'answerPreCheckoutQuery').at(-1)?.payload,
    ).toMatchObject({ ok: true })
  })

  it('credits nothing for a payment in another currency, of another amount, or unsigned', async () => {
    await bot.handleUpdate(paid(6201, 'ch-usd', signed(6201, 2500, 1250), 1250, 'USD'))
    await bot.handleUpdate(paid(6201, 'ch-short', signed(6201, 2500, 1250), 1249))
    await bot.handleUpdate(paid(6201, 'ch-unsigned', 'topup:6201:2500:1250', 1250))
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, 6201))
    expect(entries).toHaveLength(0)
    expect(await ledgerSum(database.db, 6201)).toBe(0)
    // The same payment, as signed, is credited.
    await bot.handleUpdate(paid(6201, 'ch-good', signed(6201, 2500, 1250), 1250))
    expect(await ledgerSum(database.db, 6201)).toBe(2500)
  })
})
