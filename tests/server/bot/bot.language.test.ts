// The bot speaks the language the user picked in the app, whatever their Telegram client says, and
// falls back to Telegram's language for a user who never picked one.
import type { Update } from 'grammy/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBot } from '../../../server/bot/bot'
import { users } from '../../../server/db/schema'
import { encodeTopupPayload, topupPayloadKey } from '../../../server/core/payments/topup-payload'
import { createLogger } from '../../../server/logger'
import { type ApiCall, botInfo, telegramResult } from '../../helpers/telegram-fake'
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../helpers/test-app'
import { dbKinds } from '../../helpers/test-db'

const payloadKey = topupPayloadKey(TEST_BOT_TOKEN)
const signed = (userId: number, amountCents: number, stars: number) =>
  encodeTopupPayload({ userId, amountCents, stars }, payloadKey)
let updateId = 1
// Every Telegram client in this file says Russian; only the app choice may make the bot speak English.
const from = (id: number) => ({ id, is_bot: false, first_name: 'U', language_code: 'ru' })
const chat = (id: number) => ({ id, type: 'private' as const, first_name: 'U' })

const command = (id: number, text: string): Update => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: chat(id),
    from: from(id),
    text,
    entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]?.length ?? 0 }],
  },
})

const preCheckout = (id: number, payload: string): Update => ({
  update_id: updateId++,
  pre_checkout_query: {
    id: `pcq-${updateId}`,
    from: from(id),
    currency: 'XTR',
    total_amount: 250,
    invoice_payload: payload,
  },
})

const paid = (id: number, chargeId: string): Update => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: chat(id),
    from: from(id),
    successful_payment: {
      currency: 'XTR',
      total_amount: 250,
      invoice_payload: signed(id, 500, 250),
      telegram_payment_charge_id: chargeId,
      provider_payment_charge_id: '',
    },
  },
})

describe.each(dbKinds)('the bot language on %s', (kind) => {
  let t: TestApp
  let calls: ApiCall[]
  let bot: ReturnType<typeof createBot>
  // 6101 picked English in the app, 6102 never picked, 6103 picked English and is banned.
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, mode: 'bot' })
    await t.db.insert(users).values([
      { tgId: 6102, firstName: 'Plain', languageCode: 'ru' },
      { tgId: 6103, firstName: 'Banned', isBanned: true, preferredLanguage: 'en' },
    ])
    const res = await t.request('/api/user/language', {
      method: 'POST',
      user: { id: 6101, language_code: 'ru' },
      json: { language: 'en' },
    })
    expect(res.status).toBe(200)
    bot = createBot({ token: TEST_BOT_TOKEN, logger: createLogger('silent'), db: t.db, botInfo })
    calls = []
    bot.api.config.use((_prev, method, payload) => {
      calls.push({ method, payload })
      return Promise.resolve({ ok: true, result: telegramResult(method) } as never)
    })
  })
  afterAll(() => t.close())

  const last = (method: string) => calls.filter((c) => c.method === method).at(-1)?.payload

  it('sends the top-up menu asked from the app in the chosen language', async () => {
    const res = await t.request('/api/send-topup-menu', {
      method: 'POST',
      user: { id: 6101, language_code: 'ru' },
      json: { user_id: 6101 },
    })
    expect(res.status).toBe(200)
    const sent = t.calls.filter((c) => c.method === 'sendMessage').at(-1)?.payload
    expect(sent?.text).toBe('Choose an amount to top up. You pay in Telegram Stars.')
  })

  it('answers /topup and /start in the chosen language, Telegram’s for the others', async () => {
    await bot.handleUpdate(command(6101, '/topup'))
    expect(last('sendMessage')?.text).toBe('Choose an amount to top up. You pay in Telegram Stars.')
    await bot.handleUpdate(command(6102, '/topup'))
    expect(last('sendMessage')?.text).toBe('Выберите сумму пополнения. Оплата в Telegram Stars.')
    await bot.handleUpdate(command(6101, '/start'))
    expect(last('sendMessage')?.text).toBe('Buy and manage domain names right in Telegram.')
  })

  it('titles the invoice in the chosen language', async () => {
    await bot.handleUpdate({
      update_id: updateId++,
      callback_query: {
        id: 'cb-lang',
        from: from(6101),
        chat_instance: '1',
        data: 'topup:500',
        message: { message_id: 5, date: 0, chat: chat(6101) } as never,
      },
    })
    expect(last('sendInvoice')?.title).toBe('Top-up $5.00')
  })

  it('explains a refused pre-checkout in the chosen language', async () => {
    await bot.handleUpdate(preCheckout(6103, signed(6103, 500, 250)))
    expect(last('answerPreCheckoutQuery')).toMatchObject({
      ok: false,
      error_message: 'This account is banned.',
    })
    await bot.handleUpdate(preCheckout(6102, signed(6102, 1, 1)))
    expect(last('answerPreCheckoutQuery')).toMatchObject({
      ok: false,
      error_message: 'Этот счёт больше не действителен. Запросите новый.',
    })
  })

  it('confirms a payment in the chosen language', async () => {
    await bot.handleUpdate(paid(6101, 'tg-lang-1'))
    expect(last('sendMessage')?.text).toBe('Added $5.00. Balance: $5.00.')
    await bot.handleUpdate(paid(6102, 'tg-lang-2'))
    expect(last('sendMessage')?.text).toBe('Баланс пополнен на $5.00. Баланс: $5.00.')
  })
})
