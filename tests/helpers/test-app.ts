// Builds the server in-process, as the tests see it: a fresh database, a known bot token, and
// helpers to sign init data and call the API like the client does.
import { createApp } from '../../server/app'
import { parseConfig, type Config } from '../../server/config'
import { signInitData, type LaunchUser } from '../../server/demo'
import { createLogger } from '../../server/logger'
import { createTestDatabase, type DbKind, type TestDatabase } from './test-db'

export const TEST_BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64')

/** Limits no ordinary test comes near; the rate limit tests set their own. */
export const GENEROUS_LIMITS = {
  RATE_SEARCH_PER_MIN: '100000',
  RATE_PROMO_PER_MIN: '100000',
  RATE_DNS_PER_MIN: '100000',
  RATE_TOPUP_PER_MIN: '100000',
}

export interface TestApp {
  app: ReturnType<typeof createApp>['app']
  router: ReturnType<typeof createApp>['router']
  database: TestDatabase
  config: Config
  /** Signed init data for a user (defaults: id 1001, first name Alice). */
  initData(user?: Partial<LaunchUser>, authDate?: Date): string
  /** Calls the API in-process as that user (init data in the Authorization header). */
  request(
    path: string,
    init?: RequestInit & { json?: unknown; user?: Partial<LaunchUser> | null },
  ): Promise<Response>
  close(): Promise<void>
}

export const defaultUser: LaunchUser = {
  id: 1001,
  first_name: 'Alice',
  username: 'alice',
  language_code: 'en',
}

export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind)
  const config = parseConfig({
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_MODE: 'off',
    SECRETS_KEY: TEST_SECRETS_KEY,
    NODE_ENV: 'test',
    ...GENEROUS_LIMITS,
    ...env,
  })
  const { app, router } = createApp({
    config,
    database,
    logger: createLogger('silent'),
    botToken: TEST_BOT_TOKEN,
  })
  const initData = (user: Partial<LaunchUser> = {}, authDate = new Date()) =>
    signInitData({ ...defaultUser, ...user }, TEST_BOT_TOKEN, authDate)
  return {
    app,
    router,
    database,
    config,
    initData,
    async request(path, init = {}) {
      const { json, user, ...rest } = init
      const headers = new Headers(rest.headers)
      if (user !== null) headers.set('Authorization', `tma ${initData(user ?? {})}`)
      if (json !== undefined) headers.set('Content-Type', 'application/json')
      return app.request(path, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      })
    },
    close: () => database.destroy(),
  }
}
