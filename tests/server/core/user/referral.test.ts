// Who counts as a referral: a new user arriving through `ref_<id>`, by the bot's /start or the app's
// startapp parameter; never the inviter themselves, never a user who already exists, never changed.
import type { Update } from 'grammy/types'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referralStatsResponse } from '@contract/profile'
import { createBot } from '../../../../server/bot/bot'
import { joinThroughReferral, parseReferralPayload } from '../../../../server/core/user/referral'
import { credit } from '../../../../server/core/ledger/ledger'
import { referrals, users } from '../../../../server/db/schema'
import { signInitData, type LaunchUser } from '../../../../server/demo'
import { createLogger } from '../../../../server/logger'
import { botInfo } from '../../../helpers/telegram-fake'
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../../helpers/test-app'
import { json } from '../../../helpers/test-calls'
import { signUp } from '../../../helpers/test-data'
import { dbKinds } from '../../../helpers/test-db'

let updateId = 1
const startUpdate = (userId: number, text: string): Update => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: 0,
    chat: { id: userId, type: 'private', first_name: 'New' },
    from: { id: userId, is_bot: false, first_name: 'New', username: `new${userId}` },
    text,
    entities: [{ type: 'bot_command', offset: 0, length: 6 }],
  },
})

describe('parseReferralPayload', () => {
  it.each([
    ['ref_42', 42],
    [' ref_42 ', 42],
    ['ref_', null],
    ['ref_-1', null],
    ['ref_1x', null],
    ['promo_42', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (payload, id) => expect(parseReferralPayload(payload)).toBe(id))
})

describe.each(dbKinds)('referral recording on %s', (kind) => {
  let t: TestApp
  let bot: ReturnType<typeof createBot>
  const inviter = 5001
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true })
    await signUp(t, inviter)
    bot = createBot({
      token: TEST_BOT_TOKEN,
      logger: createLogger('silent'),
      db: t.database.db,
      botInfo,
      webAppUrl: 'https://app.example',
    })
    bot.api.config.use(() => Promise.resolve({ ok: true, result: true } as never))
  })
  afterAll(() => t.database.destroy())

  const referrerOf = async (userId: number) => {
    const [row] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredId, userId))
    return row ? { referrer: row.referrerId, source: row.source } : null
  }
  /** A request of the Mini App opened through `startapp=<startParam>`. */
  const openApp = async (user: LaunchUser, startParam?: string) =>
    await t.app.request('/api/user/profile', {
      headers: {
        Authorization: `tma ${signInitData(user, TEST_BOT_TOKEN, new Date(), startParam)}`,
      },
    })
  const stats = async (userId: number) =>
    referralStatsResponse.parse(
      await json(await t.request('/api/user/referrals', { user: { id: userId } })),
    )

  it('records a new user opening the bot with /start ref_<id>, with their Telegram name', async () => {
    await bot.handleUpdate(startUpdate(5101, '/start ref_5001'))
    expect(await referrerOf(5101)).toEqual({ referrer: inviter, source: 'bot' })
    const [row] = await t.database.db.select().from(users).where(eq(users.tgId, 5101))
    expect(row).toMatchObject({ firstName: 'New', username: 'new5101', balanceCents: 0 })
  })

  it('records a new user opening the app with startapp=ref_<id>; later calls change nothing', async () => {
    const user = { id: 5102, first_name: 'Appy', username: 'appy', language_code: 'ru' }
    expect((await openApp(user, 'ref_5001')).status).toBe(200)
    expect(await referrerOf(5102)).toEqual({ referrer: inviter, source: 'app' })
    // The same launch's further calls carry the same start_param: still one referral.
    for (let i = 0; i < 3; i += 1) expect((await openApp(user, 'ref_5001')).status).toBe(200)
    expect(await stats(inviter)).toEqual({ joined: 2, earned: 0 })
    const [row] = await t.database.db.select().from(users).where(eq(users.tgId, 5102))
    expect(row).toMatchObject({ firstName: 'Appy', username: 'appy', languageCode: 'ru' })
  })

  it('never records an existing user, whatever link they come back through', async () => {
    await signUp(t, 5103)
    expect((await openApp({ id: 5103, first_name: 'Old' }, 'ref_5001')).status).toBe(200)
    await bot.handleUpdate(startUpdate(5103, '/start ref_5001'))
    expect(await referrerOf(5103)).toBeNull()
  })

  it('never records anyone as their own referral, by bot or by app', async () => {
    await bot.handleUpdate(startUpdate(5104, '/start ref_5104'))
    expect((await openApp({ id: 5105, first_name: 'Me' }, 'ref_5105')).status).toBe(200)
    expect(await referrerOf(5104)).toBeNull()
    expect(await referrerOf(5105)).toBeNull()
  })

  it('never moves a referral to a later inviter', async () => {
    await signUp(t, 5002)
    await bot.handleUpdate(startUpdate(5106, '/start ref_5001'))
    await bot.handleUpdate(startUpdate(5106, '/start ref_5002'))
    expect((await openApp({ id: 5106, first_name: 'New' }, 'ref_5002')).status).toBe(200)
    expect(await joinThroughReferral(t.database.db, { id: 5106 }, 'ref_5002', 'app')).toBe(
      'not_new',
    )
    expect(await referrerOf(5106)).toEqual({ referrer: inviter, source: 'bot' })
    expect((await stats(5002)).joined).toBe(0)
  })

  it('ignores a link naming a user who does not exist, and a payload that is not a referral', async () => {
    expect(await joinThroughReferral(t.database.db, { id: 5107 }, 'ref_999999', 'app')).toBe(
      'unknown_inviter',
    )
    expect((await openApp({ id: 5107, first_name: 'X' }, 'ref_999999')).status).toBe(200)
    expect((await openApp({ id: 5108, first_name: 'Y' }, 'domain_example')).status).toBe(200)
    expect(await referrerOf(5107)).toBeNull()
    expect(await referrerOf(5108)).toBeNull()
  })

  it('records one referral when a new user’s first calls race each other', async () => {
    const user = { id: 5109, first_name: 'Racer' }
    const answers = await Promise.all(Array.from({ length: 8 }, () => openApp(user, 'ref_5002')))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(await referrerOf(5109)).toEqual({ referrer: 5002, source: 'app' })
    expect(await stats(5002)).toEqual({ joined: 1, earned: 0 })
  })

  it('counts earnings net of reversals, from the ledger', async () => {
    const db = t.database.db
    await credit(db, 'referral_reward', {
      userId: 5002,
      amountCents: 150,
      reference: 'order-x1',
      description: 'r',
    })
    await credit(db, 'referral_reward', {
      userId: 5002,
      amountCents: 75,
      reference: 'order-x2',
      description: 'r',
    })
    expect(await stats(5002)).toEqual({ joined: 1, earned: 2.25 })
  })

  it('lets the admin set the reward percent within 0..50, and names a bad value', async () => {
    const put = (body: unknown) => t.admin('/api/admin/settings', { method: 'PUT', json: body })
    const ok = await put({ referral_percent: 7.5 })
    expect(ok.status).toBe(200)
    expect(await json(ok)).toMatchObject({ referral_percent: 7.5 })
    const bad = await put({ referral_percent: 51 })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await json(bad))).toContain('referral_percent')
    expect(await json(await t.admin('/api/admin/settings'))).toMatchObject({
      referral_percent: 7.5,
    })
  })
})
