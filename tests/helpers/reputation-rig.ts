// The reputation tests' world: the VirusTotal, Safe Browsing and Bot API fakes, an app whose scanner
// and Safe Browsing client talk to them, and a job worker that sends chat notices through the fake
// Bot API (and, when asked, runs the reputation jobs with a scanner of its own, as another process).
import { Api } from 'grammy'
import { noticeJobs } from '../../server/bot/notify'
import { createVirusTotalScanner } from '../../server/core/malware-scan/malware-scan'
import { reputationJobs } from '../../server/core/reputation/reputation'
import { createWorker, type Worker } from '../../server/jobs/worker'
import { createLogger } from '../../server/logger'
import { createSafeBrowsingClient } from '../../server/providers/scanner/safe-browsing'
import { createVirusTotalClient } from '../../server/providers/scanner/virustotal'
import { startSafeBrowsingFake, type SafeBrowsingFake } from '../fixtures/safe-browsing-fake/server'
import { startTelegramBotApiFake, type TelegramBotApiFake } from '../fixtures/telegram-bot-api-fake'
import { startVirusTotalFake, type VirusTotalFake } from '../fixtures/virustotal-fake/server'
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from './test-app'
import type { DbKind } from './test-db'

export const VT_KEY = 'vt-test-key-0123456789'

export interface ReputationRig {
  t: TestApp
  vt: VirusTotalFake
  sb: SafeBrowsingFake
  bot: TelegramBotApiFake
  worker: Worker
  close(): Promise<void>
}

export async function startReputationRig(
  kind: DbKind,
  opts: {
    /** The providers' clients give up after this long (their defaults when unset). */
    timeoutMs?: number
    admin?: boolean
    /** The worker also runs the daily and queued reputation checks. */
    reputationJobs?: boolean
  } = {},
): Promise<ReputationRig> {
  const logger = createLogger('silent')
  const vt = await startVirusTotalFake(VT_KEY)
  const sb = await startSafeBrowsingFake()
  const bot = await startTelegramBotApiFake(TEST_BOT_TOKEN)
  const timeout = opts.timeoutMs === undefined ? {} : { timeoutMs: opts.timeoutMs }
  const safeBrowsing = createSafeBrowsingClient({
    baseUrl: sb.url,
    apiKey: 'sb-test-key',
    logger,
    ...timeout,
  })
  const scannerOver = (db: TestApp['db']) =>
    createVirusTotalScanner({
      db,
      client: createVirusTotalClient({ baseUrl: vt.url, apiKey: VT_KEY, logger, ...timeout }),
      logger,
      cacheMs: 1,
    })
  const t = await createTestApp(kind, {
    ...(opts.admin ? { admin: true } : {}),
    scanner: scannerOver,
    safeBrowsing,
  })
  const api = new Api(TEST_BOT_TOKEN, { apiRoot: bot.url })
  const worker = createWorker({
    db: t.db,
    logger,
    handlers: {
      // The worker's own scanner, as another process's: the budget counters are in the database.
      ...(opts.reputationJobs
        ? reputationJobs({ db: t.db, scanner: scannerOver(t.db), safeBrowsing, logger })
        : {}),
      ...noticeJobs({ db: t.db, api, webAppUrl: 'https://app.example/' }),
    },
  })
  return {
    t,
    vt,
    sb,
    bot,
    worker,
    close: async () => {
      await t.close()
      await Promise.all([vt.close(), sb.close(), bot.close()])
    },
  }
}
