// The app and the bot over one database, as refunds need them: the admin API refunds, the bot hears
// Telegram's refunded_payment, and every Bot API call either makes is captured in-process.
import type { Update } from 'grammy/types'
import { eq } from 'drizzle-orm'
import { createBot } from '../../server/bot/bot'
import type { Db } from '../../server/db/client'
import { starPayments, users } from '../../server/db/schema'
import { creditStarPayment } from '../../server/core/payments'
import { createLogger } from '../../server/logger'
import { TEST_BOT_TOKEN } from './test-app'
import {
  createProfileApp,
  telegramResult,
  type ApiCall,
  type FakeAnswer,
  type ProfileAppOptions,
} from './profile-app'
import type { DbKind } from './test-db'

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

export async function createRefundApp(kind: DbKind, mode: ProfileAppOptions['mode'] = 'bot') {
  // Tests swap Telegram's answer to refundStarPayment while the app runs.
  let answer: FakeAnswer = (c) => telegramResult(c.method)
  const t = await createProfileApp(kind, { mode, answer: (c) => answer(c) })
  const bot = createBot({
    token: TEST_BOT_TOKEN,
    logger: createLogger('silent'),
    db: t.db,
    botInfo,
  })
  const botCalls: ApiCall[] = []
  bot.api.config.use((_prev, method, payload) => {
    botCalls.push({ method, payload })
    return Promise.resolve({ ok: true, result: telegramResult(method) } as never)
  })
  return {
    ...t,
    bot,
    botCalls,
    answerWith(next: FakeAnswer) {
      answer = next
    },
    refund: (chargeId: string, key?: string) =>
      t.request(`/api/admin/star-payments/${encodeURIComponent(chargeId)}/refund`, {
        method: 'POST',
        admin: true,
        headers: key ? { 'Idempotency-Key': key } : {},
      }),
    list: (userId: number) =>
      t.request(`/api/admin/star-payments?user_id=${userId}`, { admin: true }),
  }
}

export async function paidTopup(
  db: Db,
  userId: number,
  chargeId: string,
  amountCents = 1000,
  createdAt?: Date,
) {
  await db.insert(users).values({ tgId: userId, firstName: 'Payer' }).onConflictDoNothing()
  const stars = amountCents / 2
  const r = await creditStarPayment(db, {
    chargeId,
    userId,
    stars,
    amountCents,
    payload: `test:${chargeId}`,
    description: 'Telegram Stars top-up',
  })
  if (!r.credited) throw new Error('test top-up not credited')
  if (createdAt) {
    await db.update(starPayments).set({ createdAt }).where(eq(starPayments.chargeId, chargeId))
  }
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
