// The watchlist against a local RDAP server (tests/fixtures/rdap-fake) and the fake Bot API over
// HTTP: one RDAP request per name however many watch it, the state machine from RFC 8056's status
// names, one chat notice per watcher and stage in the watcher's language, limits and errors.
import { Api } from 'grammy'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { noticeJobs } from '../../../../server/bot/notify'
import { WATCH_CHECK_JOB, watchlistJobs } from '../../../../server/core/watchlist/watchlist'
import { jobs, watchedNames } from '../../../../server/db/schema'
import { createWorker, type Worker } from '../../../../server/jobs/worker'
import { createLogger } from '../../../../server/logger'
import { createRdapClient } from '../../../../server/providers/rdap/rdap'
import { startRdapFake, type RdapFake } from '../../../fixtures/rdap-fake/server'
import {
  startTelegramBotApiFake,
  type TelegramBotApiFake,
} from '../../../fixtures/telegram-bot-api-fake'
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../../helpers/test-app'
import { dbKinds } from '../../../helpers/test-db'

const WEB_APP_URL = 'https://app.example/'
const logger = createLogger('silent')
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const ALICE = { id: 7101, language_code: 'en' }
const BORIS = { id: 7102, language_code: 'ru' }

interface Item {
  domain: string
  state: string
  expires_at: string | null
  error: string | null
  next_check_at: string
}

describe.each(dbKinds)('watchlist on %s', (kind) => {
  let t: TestApp
  let rdap: RdapFake
  let bot: TelegramBotApiFake
  let worker: Worker

  beforeAll(async () => {
    rdap = await startRdapFake()
    bot = await startTelegramBotApiFake(TEST_BOT_TOKEN)
    const client = createRdapClient({
      bootstrap: {
        version: '1.0',
        publication: '2026-11-27T00:00:00Z',
        services: [[['com', 'net'], [rdap.base]]],
      },
      logger,
    })
    t = await createTestApp(kind, { rdap: client, env: { WATCH_LIMIT: '3' } })
    const api = new Api(TEST_BOT_TOKEN, { apiRoot: bot.url })
    worker = createWorker({
      db: t.db,
      logger,
      handlers: {
        ...watchlistJobs({ db: t.db, rdap: client }),
        ...noticeJobs({ db: t.db, api, webAppUrl: WEB_APP_URL }),
      },
      backoffBaseMs: 1,
      backoffMaxMs: 5,
    })
    // Each user picks the app language the bot then speaks.
    for (const user of [ALICE, BORIS])
      await t.post('/api/user/language', { language: user.language_code }, { user })
  })
  afterAll(async () => {
    await t.close()
    await rdap.close()
    await bot.close()
  })
  afterEach(() => {
    rdap.knobs.failNext = 0
  })

  /** The name's next check, run now (as its time had come), with the notices it enqueues. */
  const checkNow = async (domain: string) => {
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(
        sql`${jobs.kind} = ${WATCH_CHECK_JOB} and ${jobs.status} = 'queued' and ${jobs.payload}->>'domain' = ${domain}`,
      )
    await worker.drain()
  }
  const list = async (user: { id: number }) =>
    (await t.get<{ items: Item[]; limit: number }>('/api/user/watchlist', { user })).body
  const item = async (user: { id: number }, domain: string) =>
    (await list(user)).items.find((i) => i.domain === domain)
  const rdapCalls = (domain: string) => rdap.calls.filter((c) => c === `/rdap/domain/${domain}`)
  const messages = (chatId: number) =>
    bot.calls
      .filter((c) => c.method === 'sendMessage' && Number(c.params.chat_id) === chatId)
      .map((c) => ({
        text: String(c.params.text),
        markup: c.params.reply_markup as
          { inline_keyboard: { text: string; web_app?: { url: string } }[][] } | undefined,
      }))

  it('asks RDAP once per name however many watch it, and shows what it said', async () => {
    const name = 'shared-watch.com'
    rdap.domains.set(name, { status: ['active'], expiration: inDays(200) })
    for (const user of [ALICE, BORIS]) {
      const res = await t.post<{ success: boolean; item: Item }>(
        '/api/user/watchlist',
        { domain: name },
        { user },
      )
      expect(res.status).toBe(200)
      expect(res.body.item).toMatchObject({ domain: name, state: 'unknown' })
    }
    await worker.drain()
    expect(rdapCalls(name)).toHaveLength(1)
    for (const user of [ALICE, BORIS]) {
      const got = await item(user, name)
      expect(got?.state).toBe('registered')
      expect(got?.expires_at?.slice(0, 10)).toBe(inDays(200).slice(0, 10))
      // Half the time left, at most 30 days: the next look is a month away.
      const nextInDays = (Date.parse(got?.next_check_at ?? '') - Date.now()) / 86_400_000
      expect(nextInDays).toBeGreaterThan(29)
      expect(nextInDays).toBeLessThanOrEqual(30)
    }
    // Watching again changes nothing and asks nobody.
    expect((await t.post('/api/user/watchlist', { domain: name }, { user: ALICE })).status).toBe(
      200,
    )
    await worker.drain()
    expect(rdapCalls(name)).toHaveLength(1)
    expect(messages(ALICE.id)).toHaveLength(0)
  })

  it('tells every watcher once, in their language, as the name goes through grace to free', async () => {
    const name = 'lifecycle-watch.com'
    rdap.domains.set(name, { status: ['active'], expiration: inDays(3) })
    for (const user of [ALICE, BORIS])
      await t.post('/api/user/watchlist', { domain: name }, { user })
    await worker.drain()
    expect((await item(ALICE, name))?.state).toBe('registered')

    const stages: [() => void, string, RegExp, RegExp][] = [
      [
        () =>
          rdap.domains.set(name, {
            status: ['active', 'auto renew period'],
            expiration: inDays(-2),
          }),
        'grace',
        /grace period/,
        /льготном периоде/,
      ],
      [
        () =>
          rdap.domains.set(name, {
            status: ['redemption period', 'pending delete'],
            expiration: inDays(-40),
          }),
        'redemption',
        /redemption period/,
        /период восстановления/,
      ],
      [
        () => rdap.domains.set(name, { status: ['pending delete'], expiration: inDays(-75) }),
        'pending_delete',
        /pending deletion/,
        /ожидает удаления/,
      ],
      [() => rdap.domains.delete(name), 'available', /is free/, /освободился/],
    ]
    for (const [i, [move, state, en, ru]] of stages.entries()) {
      move()
      await checkNow(name)
      expect((await item(BORIS, name))?.state).toBe(state)
      // The same answer again: no second notice.
      await checkNow(name)
      const alice = messages(ALICE.id).filter((m) => m.text.includes(name))
      const boris = messages(BORIS.id).filter((m) => m.text.includes(name))
      expect(alice).toHaveLength(i + 1)
      expect(boris).toHaveLength(i + 1)
      expect(alice.at(-1)?.text).toMatch(en)
      expect(boris.at(-1)?.text).toMatch(ru)
    }
    const last = messages(ALICE.id).at(-1)
    const button = last?.markup?.inline_keyboard[0]?.[0]
    expect(button?.text).toBe('Register')
    const url = new URL(button?.web_app?.url ?? '')
    expect(url.origin + url.pathname).toBe(WEB_APP_URL)
    expect(url.searchParams.get('startapp')).toBe(
      `watch-${Buffer.from(name).toString('base64url')}`,
    )
    expect(messages(BORIS.id).at(-1)?.markup?.inline_keyboard[0]?.[0]?.text).toBe(
      'Зарегистрировать',
    )
  })

  it('keeps the state and says why when the registry is down or asks to slow down', async () => {
    const name = 'flaky-watch.com'
    rdap.domains.set(name, { status: ['active'], expiration: inDays(90) })
    await t.post('/api/user/watchlist', { domain: name }, { user: ALICE })
    await worker.drain()
    rdap.knobs.failNext = 1
    rdap.knobs.failStatus = 503
    await checkNow(name)
    let got = await item(ALICE, name)
    expect(got?.state).toBe('registered')
    expect(got?.error).toMatch(/\.com registry's RDAP server answered HTTP 503/)
    const inMinutes = (Date.parse(got?.next_check_at ?? '') - Date.now()) / 60_000
    expect(inMinutes).toBeGreaterThan(25)
    expect(inMinutes).toBeLessThanOrEqual(30)

    rdap.knobs.failNext = 1
    rdap.knobs.failStatus = 429
    rdap.knobs.retryAfterSeconds = 7200
    await checkNow(name)
    got = await item(ALICE, name)
    expect(got?.error).toMatch(/asks to slow down/)
    const inHours = (Date.parse(got?.next_check_at ?? '') - Date.now()) / 3_600_000
    expect(inHours).toBeGreaterThan(1.9)
    expect(inHours).toBeLessThanOrEqual(2)

    await checkNow(name)
    got = await item(ALICE, name)
    expect(got).toMatchObject({ state: 'registered', error: null })
  })

  it('holds each user to the limit, and refuses what it cannot watch with a 400 naming it', async () => {
    const user = { id: 7103 }
    for (const n of [1, 2, 3])
      expect(
        (await t.post('/api/user/watchlist', { domain: `limit${n}-watch.com` }, { user })).status,
      ).toBe(200)
    const over = await t.post('/api/user/watchlist', { domain: 'limit4-watch.com' }, { user })
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ error: 'watch_limit', field: 'domain' })
    expect((await list(user)).items).toHaveLength(3)
    // One already watched is no new name.
    expect(
      (await t.post('/api/user/watchlist', { domain: 'limit1-watch.com' }, { user })).status,
    ).toBe(200)

    const noRegistry = await t.post(
      '/api/user/watchlist',
      { domain: 'example.de' },
      { user: ALICE },
    )
    expect(noRegistry.status).toBe(400)
    expect(noRegistry.body).toMatchObject({ field: 'domain' })
    expect(String(noRegistry.body.message)).toMatch(/\.de/)
    const bad = await t.post('/api/user/watchlist', { domain: 'not a name' }, { user: ALICE })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ field: 'domain' })
  })

  it('stops watching on request and drops a name nobody watches without asking RDAP', async () => {
    const name = 'dropped-watch.com'
    const CARA = { id: 7104 }
    rdap.domains.set(name, { status: ['active'], expiration: inDays(30) })
    await t.post('/api/user/watchlist', { domain: name }, { user: CARA })
    await worker.drain()
    const asked = rdapCalls(name).length
    const del = await t.request(`/api/user/watchlist/${name}`, { method: 'DELETE', user: CARA })
    expect(del.status).toBe(200)
    expect(await item(CARA, name)).toBeUndefined()
    const again = await t.request(`/api/user/watchlist/${name}`, { method: 'DELETE', user: CARA })
    expect(again.status).toBe(404)
    await checkNow(name)
    expect(rdapCalls(name)).toHaveLength(asked)
    expect(await t.db.select().from(watchedNames).where(eq(watchedNames.domain, name))).toEqual([])
  })
})
