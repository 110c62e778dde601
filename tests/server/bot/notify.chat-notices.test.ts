// Whether chat notices reach the user, as Telegram shows it: notices go to the fake Bot API over
// HTTP, which refuses some chats with the 403s Telegram sends; the profile API then says blocked,
// and the user's /start (an update into the bot) or a later delivered notice says allowed again.
import { eq } from 'drizzle-orm'
import { Api } from 'grammy'
import type { Update } from 'grammy/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatNotices } from '@contract/user'
import { noticeJobs } from '../../../server/bot/notify'
import { NOTICE_JOB, type Notice } from '../../../server/core/lifecycle/notices'
import { users } from '../../../server/db/schema'
import { enqueue } from '../../../server/jobs/queue'
import { createWorker, type Worker } from '../../../server/jobs/worker'
import { createLogger } from '../../../server/logger'
import {
  startTelegramBotApiFake,
  type TelegramBotApiFake,
} from '../../fixtures/telegram-bot-api-fake'
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../helpers/test-app'
import { dbKinds } from '../../helpers/test-db'

const BLOCKED = 'Forbidden: bot was blocked by the user'
const CANNOT_INITIATE = "Forbidden: bot can't initiate conversation with a user"

let updateId = 1
const start = (id: number): Update => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: { id, type: 'private', first_name: 'U' },
    from: { id, is_bot: false, first_name: 'U', language_code: 'en' },
    text: '/start',
    entities: [{ type: 'bot_command', offset: 0, length: 6 }],
  },
})

const notice = (userId: number): Notice => ({
  kind: 'order',
  userId,
  orderKind: 'purchase',
  completed: ['chat-notices.com'],
  refunded: [],
  refundedCents: 0,
  expiresAt: null,
})

describe.each(dbKinds)('chat notices reaching the user on %s', (kind) => {
  let t: TestApp
  let bot: TelegramBotApiFake
  let worker: Worker

  beforeAll(async () => {
    bot = await startTelegramBotApiFake(TEST_BOT_TOKEN)
    t = await createTestApp(kind)
    const api = new Api(TEST_BOT_TOKEN, { apiRoot: bot.url })
    worker = createWorker({
      db: t.db,
      logger: createLogger('silent'),
      handlers: noticeJobs({ db: t.db, api, webAppUrl: 'https://app.example/' }),
      backoffBaseMs: 1,
      backoffMaxMs: 5,
    })
  })
  afterAll(async () => {
    await t.close()
    await bot.close()
  })

  const profile = async (id: number) => {
    const res = await t.get<{ user: { chat_notices: ChatNotices } }>('/api/user/profile', {
      user: { id },
    })
    expect(res.status).toBe(200)
    return res.body.user.chat_notices
  }
  const sendNotice = async (userId: number) => {
    await enqueue(t.db, { kind: NOTICE_JOB, payload: notice(userId) })
    await worker.drain()
  }
  const sent = (chatId: number) =>
    bot.calls.filter((c) => c.method === 'sendMessage' && Number(c.params.chat_id) === chatId)

  it('a notice refused as "blocked by the user" makes the profile say blocked; /start undoes it', async () => {
    const user = 8101
    expect((await profile(user)).state).toBe('unknown')
    bot.refusing.set(user, BLOCKED)
    await sendNotice(user)
    expect(sent(user)).toHaveLength(1)
    const blocked = await profile(user)
    expect(blocked.state).toBe('blocked')
    expect(blocked.updated_at).not.toBeNull()

    // The app's own word cannot lift it: only Telegram knows the block is gone.
    const report = await t.post<{ chat_notices: ChatNotices }>(
      '/api/user/chat-notices',
      { write_access: 'allowed' },
      { user: { id: user } },
    )
    expect(report.body.chat_notices.state).toBe('blocked')
    expect(
      (await t.get('/api/user/profile', { user: { id: user, allows_write_to_pm: true } })).status,
    ).toBe(200)
    expect((await profile(user)).state).toBe('blocked')

    bot.refusing.delete(user)
    await t.bot.handleUpdate(start(user))
    expect((await profile(user)).state).toBe('allowed')
    await sendNotice(user)
    expect(sent(user)).toHaveLength(2)
    expect((await profile(user)).state).toBe('allowed')
  })

  it('"can\'t initiate conversation" is recorded too, and a later delivered notice sets it back', async () => {
    const user = 8102
    await t.post('/api/user/chat-notices', { write_access: 'cancelled' }, { user: { id: user } })
    expect((await profile(user)).state).toBe('refused')
    bot.refusing.set(user, CANNOT_INITIATE)
    await sendNotice(user)
    expect((await profile(user)).state).toBe('blocked')
    bot.refusing.delete(user)
    await sendNotice(user)
    expect(sent(user)).toHaveLength(2)
    expect((await profile(user)).state).toBe('allowed')
  })

  it('a /start from someone who never opened the app makes no user row; their launch says allowed', async () => {
    const user = 8103
    await t.bot.handleUpdate(start(user))
    expect(await t.db.select().from(users).where(eq(users.tgId, user))).toEqual([])
    const res = await t.get<{ user: { chat_notices: ChatNotices } }>('/api/user/profile', {
      user: { id: user, allows_write_to_pm: true },
    })
    expect(res.body.user.chat_notices.state).toBe('allowed')
  })
})
