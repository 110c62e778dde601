// Builds the server in-process, as the tests see it: a fresh database, a known bot token, the
// registrar and CDN (sandbox ones with injectable faults, or any fakes), the job worker, Telegram
// captured in-process, and helpers to sign init data and call the API like the client does.
import { createApp } from '../../server/app'
import { createBot } from '../../server/bot/bot'
import { createTelegramGateway } from '../../server/bot/gateway'
import { signInitData, type LaunchUser } from '../../server/demo'
import { refreshTldPrices } from '../../server/core/catalog/pricing'
import { secretsKeyFrom } from '../../server/core/admin/secrets'
import { topupPayloadKey } from '../../server/core/payments/topup-payload'
import { createLogger } from '../../server/logger'
import { createDatabase } from '../../server/db/client'
import { createProviders } from '../../server/providers'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import type { Rdap } from '../../server/providers/rdap/rdap'
import type { SafeBrowsing } from '../../server/providers/scanner/safe-browsing'
import type { MalwareScanner } from '../../server/core/malware-scan/malware-scan'
import type { Db } from '../../server/db/client'
import { createApiCalls, type RequestOptions } from './test-calls'
import { createTestDatabase, type DbKind } from './test-db'
import { TEST_BOT_TOKEN, TEST_SECRETS_KEY, defaultUser, testConfig, type BotMode } from './test-env'
import { createTestJobs, sandboxProviders, type ExtraJobs, type SandboxOptions } from './test-jobs'
import {
  botInfo,
  fakeTelegramApi,
  telegramResult,
  type ApiCall,
  type FakeAnswer,
} from './telegram-fake'
import { createTestData } from './test-data'

export * from './test-env'

export interface TestAppOptions {
  /** Variables over the test configuration (they win over every default). */
  env?: Record<string, string>
  /** `off` (default): a real token with BOT_MODE=off; `demo`: no token; `bot`: the bot is on. */
  mode?: BotMode
  /** ADMIN_TOKEN and one Telegram admin (ADMIN_ID) are configured. */
  admin?: boolean
  /** Sandbox providers built here, with faults or wrappers; TLD prices loaded from them. */
  sandbox?: SandboxOptions
  /** Loads TLD prices from the sandbox registrar (implied by `sandbox`). */
  prices?: boolean
  /** How Telegram answers the app's and the bot's calls (swap later with `answerWith`). */
  answer?: FakeAnswer
  poolSize?: number
  /** More job kinds for the worker (registrar jobs, say), built over the app's dependencies. */
  extraJobs?: ExtraJobs
  /** The watchlist's RDAP source (a client of a local RDAP server, say); the sandbox one if omitted. */
  rdap?: Rdap
  /** The malware scanner over the app's database (VirusTotal's client on a fake, say). */
  scanner?: (db: Db) => MalwareScanner
  /** Safe Browsing for reputation checks; the sandbox one if omitted. */
  safeBrowsing?: SafeBrowsing
}

export async function createTestApp(kind: DbKind, opts: TestAppOptions = {}) {
  const database = await createTestDatabase(kind, { poolSize: opts.poolSize })
  const db = database.db
  // Silent by default; TEST_LOG_LEVEL=error prints the stack behind a 500 a test or the sweep met.
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent')
  const config = testConfig(opts.mode ?? 'off', opts.admin ?? false, opts.env ?? {})
  const sandbox = opts.sandbox ? sandboxProviders(db, opts.sandbox) : undefined
  const providers = sandbox?.providers ?? createProviders({ config, db, logger })
  if (sandbox) await refreshTldPrices(db, sandbox.registrar)
  else if (opts.prices) await refreshTldPrices(db, createSandboxRegistrar(db))

  let answer: FakeAnswer = opts.answer ?? ((c) => telegramResult(c.method))
  const fake = fakeTelegramApi((c) => answer(c))
  const telegram =
    opts.mode === 'bot'
      ? createTelegramGateway({ api: fake.api, db, payloadKey: topupPayloadKey(TEST_BOT_TOKEN) })
      : undefined
  const { app, router } = createApp({
    config,
    database,
    logger,
    botToken: TEST_BOT_TOKEN,
    providers,
    rdap: opts.rdap,
    scanner: opts.scanner?.(db),
    safeBrowsing: opts.safeBrowsing,
    telegram,
  })
  const secretsKey = secretsKeyFrom(TEST_SECRETS_KEY, TEST_BOT_TOKEN)
  const jobs = createTestJobs({ db, providers, secretsKey, extraJobs: opts.extraJobs })

  // The bot over the same database; its Bot API calls are captured as well.
  const bot = createBot({ token: TEST_BOT_TOKEN, logger, db, botInfo })
  const botCalls: ApiCall[] = []
  bot.api.config.use((_prev, method, payload) => {
    botCalls.push({ method, payload })
    return Promise.resolve({ ok: true, result: telegramResult(method) } as never)
  })

  const initData = (user: Partial<LaunchUser> = {}, authDate = new Date()) =>
    signInitData({ ...defaultUser, ...user }, TEST_BOT_TOKEN, authDate)
  const api = createApiCalls(app, initData)
  const base = { app, router, database, db, config, providers, secretsKey, initData }
  const t = { ...base, ...api, ...jobs, calls: fake.calls, bot, botCalls }
  return {
    ...t,
    ...createTestData(t),
    answerWith(next: FakeAnswer) {
      answer = next
    },
    close: () => database.destroy(),
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * A second app on the test app's database, as a second server process would be: over its own pool
 * on PostgreSQL, over the same connection on PGlite (which has one). `close` ends only its own pool.
 */
export async function createSecondInstance(t: TestApp, kind: DbKind, poolSize: number) {
  const database =
    kind === 'postgres' && t.database.url
      ? await createDatabase({ databaseUrl: t.database.url, dataDir: 'memory://', poolSize })
      : t.database
  const { app } = createApp({
    config: t.config,
    database,
    logger: createLogger('silent'),
    botToken: TEST_BOT_TOKEN,
  })
  return { app, close: () => (database === t.database ? undefined : database.close()) }
}
export type { RequestOptions }
