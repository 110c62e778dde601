// The bot driven the way Telegram drives it: crafted updates into bot.handleUpdate, every outgoing
// API call captured by a transformer and answered in-process. Nothing reaches the network.
import type { Update } from 'grammy/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createBot } from '../../../server/bot/bot'
import { ledgerEntries, users } from '../../../server/db/schema'
import { ledgerSum } from '../../../server/core/ledger/ledger'
import { encodeTopupPayload, topupPayloadKey } from '../../../server/core/payments/topup-payload'
import { createLogger } from '../../../server/logger'
import { type ApiCall, botInfo, telegramResult } from '../../helpers/telegram-fake'
import { TEST_BOT_TOKEN } from '../../helpers/test-app'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../helpers/test-db'

const payloadKey = topupPayloadKey(TEST_BOT_TOKEN)
const signed = (userId: number, amountCents: number, stars: number) =>
  encodeTopupPayload({ userId, amountCents, stars }, payloadKey)
let updateId = 1
const from = (id: number, language_code = 'en') => ({
  id,
  is_bot: false,
  first_name: 'U',
  language_code,
})
const chat = (id: number) => ({ id, type: 'private' as const, first_name: 'U' })

const preCheckout = (userId: number, payload: string, total: number, currency = 'XTR'): Update => ({
  update_id: updateId++,
  pre_checkout_query: {
    id: `pcq-${updateId}`,
    from: from(userId),
    currency,
    total_amount: total,
    invoice_payload: payload,
  },
})

const paid = (userId: number, chargeId: string, payload: string, total: number): Update => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: chat(userId),
    from: from(userId),
    successful_payment: {
      currency: 'XTR',
      total_amount: total,
      invoice_payload: payload,
      telegram_payment_charge_id: chargeId,
      provider_payment_charge_id: '',
    },
  },
})

describe.each(dbKinds)('the bot on %s', (kind) => {
  let database: TestDatabase
  let calls: ApiCall[]
  let bot: ReturnType<typeof createBot>
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await database.db.insert(users).values([
      { tgId: 6001, firstName: 'Payer' },
      { tgId: 6002, firstName: 'Banned', isBanned: true, banReason: 'spam' },
    ])
    bot = createBot({
      token: TEST_BOT_TOKEN,
      logger: createLogger('silent'),
      db: database.db,
      botInfo,
      webAppUrl: 'https://app.example',
    })
    calls = []
    bot.api.config.use((_prev, method, payload) => {
      calls.push({ method, payload: payload })
      return Promise.resolve({ ok: true, result: telegramResult(method) } as never)
    })
  })
  afterAll(() => database.destroy())

  const last = (method: string) => calls.filter((c) => c.method === method).at(-1)?.payload

  it('answers /start ref_<id> with the invited welcome and the Mini App button', async () => {
    await bot.handleUpdate({
      update_id: updateId++,
      message: {
        message_id: 1,
        date: 0,
        chat: chat(6003),
        from: from(6003),
        text: '/start ref_6001',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    })
    const reply = last('sendMessage')
    expect(reply?.text).toBe('A friend invited you. Buy and manage domain names right in Telegram.')
    expect(JSON.stringify(reply?.reply_markup)).toContain('https://app.example')
  })

  it('sends an invoice in Stars for the amount pressed', async () => {
    await bot.handleUpdate({
      update_id: updateId++,
      callback_query: {
        id: 'cb-1',
        from: from(6001),
        chat_instance: '1',
        data: 'topup:1000',
        message: { message_id: 5, date: 0, chat: chat(6001) } as never,
      },
    })
    expect(last('sendInvoice')).toMatchObject({
      chat_id: 6001,
      currency: 'XTR',
      provider_token: '',
      payload: signed(6001, 1000, 500),
      prices: [{ label: 'Top-up $10.00', amount: 500 }],
    })
    expect(last('answerCallbackQuery')).toMatchObject({ callback_query_id: 'cb-1' })
  })

  it('refuses an amount it does not offer', async () => {
    const before = calls.filter((c) => c.method === 'sendInvoice').length
    await bot.handleUpdate({
      update_id: updateId++,
      callback_query: { id: 'cb-2', from: from(6001), chat_instance: '1', data: 'topup:123' },
    })
    expect(calls.filter((c) => c.method === 'sendInvoice').length).toBe(before)
    expect(last('answerCallbackQuery')).toMatchObject({
      callback_query_id: 'cb-2',
      text: 'This amount is not available.',
    })
  })

  it('approves a valid pre-checkout and refuses every invalid one', async () => {
    await bot.handleUpdate(preCheckout(6001, signed(6001, 500, 250), 250))
    expect(last('answerPreCheckoutQuery')).toMatchObject({ ok: true })
    const refused: [Update, string][] = [
      [
        preCheckout(6001, 'something-else', 250),
        'This invoice is no longer valid. Please request a new one.',
      ],
      [
        preCheckout(6001, signed(6001, 500, 250), 250, 'USD'),
        'This invoice is no longer valid. Please request a new one.',
      ],
      [
        preCheckout(6001, signed(6001, 500, 250), 1),
        'This invoice is no longer valid. Please request a new one.',
      ],
      [
        preCheckout(6001, signed(6004, 500, 250), 250),
        'This invoice is no longer valid. Please request a new one.',
      ],
      [preCheckout(6002, signed(6002, 500, 250), 250), 'This account is banned.'],
      [preCheckout(6005, signed(6005, 500, 250), 250), 'Open the mini app first.'],
    ]
    for (const [update, message] of refused) {
      await bot.handleUpdate(update)
      expect(last('answerPreCheckoutQuery'), JSON.stringify(update)).toMatchObject({
        ok: false,
        error_message: message,
      })
    }
  })

  it('credits a successful payment once, however often Telegram delivers it', async () => {
    const update = paid(6001, 'tg-charge-1', signed(6001, 2500, 1250), 1250)
    await bot.handleUpdate(update)
    await bot.handleUpdate({ ...update, update_id: updateId++ })
    await Promise.all([1, 2, 3].map(() => bot.handleUpdate({ ...update, update_id: updateId++ })))
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, 'tg-charge-1'))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ userId: 6001, type: 'deposit', amountCents: 2500 })
    expect(await ledgerSum(database.db, 6001)).toBe(2500)
    const confirmations = calls.filter(
      (c) => c.method === 'sendMessage' && String(c.payload.text).startsWith('Added'),
    )
    expect(confirmations.map((c) => c.payload.text)).toEqual(['Added $25.00. Balance: $25.00.'])
  })

  it('books nothing for a paid payload it never issued', async () => {
    await bot.handleUpdate(paid(6001, 'tg-charge-odd', 'not-ours', 10))
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, 'tg-charge-odd'))
    expect(entries).toHaveLength(0)
  })
})
