// Telegram as the tests see it: a grammY Api whose outgoing calls are captured and answered
// in-process instead of sent, the answers Telegram would give, and the bot's own identity.
import { Api } from 'grammy'
import type { Update } from 'grammy/types'
import { TEST_BOT_TOKEN } from './test-env'

export interface ApiCall {
  method: string
  payload: Record<string, unknown>
}

/** Returned by a fake answer to make Telegram refuse the call, as it does with `ok: false`. */
export class TelegramRefusal {
  constructor(
    readonly code: number,
    readonly description: string,
  ) {}
}

export type FakeAnswer = (call: ApiCall) => unknown

/** Answers Telegram would give for the calls these tests make. */
export const telegramResult = (method: string): unknown => {
  if (method === 'getMe')
    return { id: 42, is_bot: true, first_name: 'Domains', username: 'domains_test_bot' }
  if (method === 'createInvoiceLink') return 'https://t.me/$TestInvoiceSlug42'
  if (
    [
      'answerPreCheckoutQuery',
      'answerCallbackQuery',
      'refundStarPayment',
      'setMyCommands',
      'setWebhook',
    ].includes(method)
  )
    return true
  return { message_id: 1, date: 0, chat: { id: 1, type: 'private', first_name: 'x' }, text: '' }
}

/** A grammY Api whose requests never leave the process: each is recorded and answered by `answer`. */
export function fakeTelegramApi(answer: FakeAnswer = (c) => telegramResult(c.method)) {
  const calls: ApiCall[] = []
  const api = new Api(TEST_BOT_TOKEN)
  api.config.use((_prev, method, payload) => {
    const call = { method, payload: payload as Record<string, unknown> }
    calls.push(call)
    const result = answer(call)
    // The transformer's result type is per-method; the fake answers with plain objects.
    if (result instanceof TelegramRefusal) {
      return Promise.resolve({
        ok: false,
        error_code: result.code,
        description: result.description,
      } as never)
    }
    return Promise.resolve({ ok: true, result } as never)
  })
  return { api, calls }
}

export const botInfo = {
  id: 42,
  is_bot: true as const,
  first_name: 'Domains',
  username: 'domains_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
}

let updateId = 9000
/** Telegram's service message for a refunded Stars payment (Bot API 7.10). */
export const refundedUpdate = (userId: number, chargeId: string, stars: number): Update => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: { id: userId, type: 'private', first_name: 'U' },
    from: { id: userId, is_bot: false, first_name: 'U' },
    refunded_payment: {
      currency: 'XTR',
      total_amount: stars,
      invoice_payload: `test:${chargeId}`,
      telegram_payment_charge_id: chargeId,
    },
  },
})
