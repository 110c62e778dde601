// The app as the profile and payment tests need it: a fresh database, a config (bot off with a real
// token by default, or demo mode), an optional Telegram gateway over a grammY Api whose outgoing
// calls are captured instead of sent, and helpers to call the API as a user.
import { Api } from 'grammy'
import { createApp } from '../../server/app'
import { createTelegramGateway, type TelegramGateway } from '../../server/bot/gateway'
import { parseConfig } from '../../server/config'
import { signInitData, type LaunchUser } from '../../server/demo'
import { topupPayloadKey } from '../../server/core/topup-payload'
import { createLogger } from '../../server/logger'
import {
  TEST_BOT_TOKEN,
  TEST_SECRETS_KEY,
  defaultUser,
  GENEROUS_LIMITS,
} from './test-app'
import { createTestDatabase, type DbKind } from './test-db'

/** ADMIN_TOKEN of the app (not in demo mode): admin calls send it as a Bearer token. */
export const TEST_ADMIN_TOKEN = 'profile-admin-token-0123456789'

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

export interface ProfileAppOptions {
  /** `demo`: no BOT_TOKEN. `off`: a real token with BOT_MODE=off. `bot`: the bot is on. */
  mode?: 'demo' | 'off' | 'bot'
  answer?: FakeAnswer
}

export async function createProfileApp(
  kind: DbKind,
  { mode = 'off', answer }: ProfileAppOptions = {},
) {
  const database = await createTestDatabase(kind)
  const env: Record<string, string> =
    mode === 'demo'
      ? { NODE_ENV: 'test', ADMIN_TOKEN: TEST_ADMIN_TOKEN }
      : {
          BOT_TOKEN: TEST_BOT_TOKEN,
          BOT_MODE: mode === 'bot' ? 'polling' : 'off',
          SECRETS_KEY: TEST_SECRETS_KEY,
          ADMIN_TOKEN: TEST_ADMIN_TOKEN,
          NODE_ENV: 'test',
        }
  const config = parseConfig({ ...env, ...GENEROUS_LIMITS })
  const fake = fakeTelegramApi(answer)
  const telegram: TelegramGateway | undefined =
    mode === 'bot'
      ? createTelegramGateway({
          api: fake.api,
          db: database.db,
          payloadKey: topupPayloadKey(TEST_BOT_TOKEN),
        })
      : undefined
  const { app } = createApp({
    config,
    database,
    logger: createLogger('silent'),
    botToken: TEST_BOT_TOKEN,
    telegram,
  })
  const request = (
    path: string,
    init: RequestInit & { json?: unknown; user?: Partial<LaunchUser>; admin?: boolean } = {},
  ) => {
    const { json, user, admin, ...rest } = init
    const headers = new Headers(rest.headers)
    headers.set(
      'Authorization',
      admin
        ? `Bearer ${TEST_ADMIN_TOKEN}`
        : `tma ${signInitData({ ...defaultUser, ...user }, TEST_BOT_TOKEN)}`,
    )
    if (json !== undefined) headers.set('Content-Type', 'application/json')
    return app.request(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    })
  }
  return {
    app,
    database,
    db: database.db,
    config,
    calls: fake.calls,
    request,
    close: () => database.destroy(),
  }
}

export type ProfileApp = Awaited<ReturnType<typeof createProfileApp>>
