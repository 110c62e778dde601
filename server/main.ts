// Entry point: config, database, app, bot, then listen. SIGTERM finishes requests and closes the db.
import { serve } from '@hono/node-server'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { createBot } from './bot/bot'
import { createTelegramGateway } from './bot/gateway'
import { launchBot } from './bot/launch'
import { ConfigError, loadConfig, type Config } from './config'
import { createDatabase } from './db/client'
import { seed } from './db/seed'
import { DEMO_USER, demoBotToken, launchHash, signInitData } from './demo'
import { demoBanner } from './demo-banner'
import { startBuyingRuntime } from './core/domains/buying-runtime'
import { renewalJobs } from './core/renewal/renewal-job'
import { lifecycleJobs, scheduleLifecycleTick } from './core/lifecycle/lifecycle-runtime'
import { noticeJobs } from './bot/notify'
import type { Worker } from './jobs/worker'
import { reconciliationJobs, scheduleReconciliation } from './core/domains/reconcile'
import { rollupJobs, scheduleRollups } from './core/admin/rollups'
import { secretsKeyFrom } from './core/admin/secrets'
import { topupPayloadKey } from './core/payments/topup-payload'
import { registrarJobs } from './core/registrar/registrar-jobs'
import { watchlistJobs } from './core/watchlist/watchlist'
import { reputationJobs, scheduleReputationTick } from './core/reputation/reputation'
import { createSafeBrowsing } from './core/reputation/safe-browsing-choice'
import { createMalwareScanner } from './core/malware-scan/malware-scan'
import { createRdap } from './providers/rdap'
import { ProviderConfigError, createProviders } from './providers'
import { createLogger, redactInLogs } from './logger'
import { describeOpenError } from './db/open-error'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
}

const config = readConfig()
const logger = createLogger(config.LOG_LEVEL)
const database = await createDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
})
try {
  await database.migrate()
  await seed(database.db)
} catch (err) {
  console.error(describeOpenError(err, config.DATABASE_URL))
  process.exit(1)
}

const botToken = config.BOT_TOKEN ?? demoBotToken(config.DATA_DIR)
redactInLogs(botToken)
const staticDir = fileURLToPath(new URL('../dist', import.meta.url))
function readProviders() {
  try {
    return createProviders({ config, db: database.db, logger })
  } catch (err) {
    if (err instanceof ProviderConfigError) {
      console.error(`Invalid configuration:\n  ${err.message}`)
      process.exit(1)
    }
    throw err
  }
}
const providers = readProviders()
const rdap = createRdap({ config, db: database.db, logger })
const scanner = createMalwareScanner({ config, db: database.db, logger })
const safeBrowsing = createSafeBrowsing({ config, logger })
const bot =
  config.BOT_MODE === 'off'
    ? undefined
    : createBot({
        token: botToken,
        webAppUrl: config.PUBLIC_URL,
        apiRoot: config.TELEGRAM_API_ROOT,
        logger,
        db: database.db,
      })
const telegram = bot
  ? createTelegramGateway({ api: bot.api, db: database.db, payloadKey: topupPayloadKey(botToken) })
  : undefined
// /readyz asks the worker for its heartbeat; the worker starts once the app exists.
const runtime: { worker?: Worker } = {}
/** Set by SIGTERM/SIGINT: /readyz fails from then on. */
let stopping = false
const { app } = createApp({
  config,
  database,
  logger,
  botToken,
  staticDir,
  providers,
  rdap,
  scanner,
  safeBrowsing,
  telegram,
  workerBeat: () => runtime.worker?.lastBeatAt(),
  draining: () => stopping,
})
// Transfers in and DNSSEC changes, run by the same worker.
const parityJobs = registrarJobs({
  db: database.db,
  providers,
  secretsKey: secretsKeyFrom(config.SECRETS_KEY, botToken),
})
// Provisioning jobs, the TLD price schedule and the demo deposit.
const buying = await startBuyingRuntime({
  db: database.db,
  providers,
  secretsKey: secretsKeyFrom(config.SECRETS_KEY, botToken),
  logger,
  demoUser: config.demo ? DEMO_USER : undefined,
  extraHandlers: {
    ...renewalJobs({ db: database.db, registrar: providers.registrar }).handlers,
    ...reconciliationJobs({ db: database.db, registrar: providers.registrar, logger }),
    ...rollupJobs({ db: database.db, visitRetentionDays: config.VISIT_RETENTION_DAYS }),
    ...lifecycleJobs({ db: database.db, registrar: providers.registrar, logger }),
    ...noticeJobs({ db: database.db, api: bot?.api, webAppUrl: config.PUBLIC_URL }),
    ...parityJobs.handlers,
    ...watchlistJobs({ db: database.db, rdap }),
    ...reputationJobs({ db: database.db, scanner, safeBrowsing, logger }),
  },
  extraOnFailed: parityJobs.onFailed,
})
await scheduleReconciliation(database.db)
await scheduleRollups(database.db)
// Today's reputation checks (once a day, whichever process enqueues them); the tick re-arms itself.
await scheduleReputationTick(database.db)
// The tick reschedules itself; this re-arms it should a tick ever fail for good.
await scheduleLifecycleTick(database.db)
const lifecycleRearm = setInterval(() => {
  scheduleLifecycleTick(database.db).catch((err: unknown) =>
    logger.warn({ err }, 'lifecycle tick could not be scheduled'),
  )
}, 5 * 60_000)
lifecycleRearm.unref()
runtime.worker = buying.worker

const botRun =
  bot && config.BOT_MODE !== 'off'
    ? launchBot({
        bot,
        token: botToken,
        mode: config.BOT_MODE,
        app,
        publicUrl: config.PUBLIC_URL,
        logger,
      })
    : undefined

// Demo mode is for a newcomer's machine: never reachable from the network.
const hostname = config.HOST ?? (config.demo ? '127.0.0.1' : '0.0.0.0')
const server = serve({ fetch: app.fetch, port: config.PORT, hostname }, (info) => {
  const base = `http://${config.demo ? 'localhost' : hostname}:${info.port}`
  logger.info(
    { port: info.port, hostname, db: database.kind, botMode: config.BOT_MODE },
    'server listening',
  )
  if (config.demo) {
    const hash = launchHash(signInitData(DEMO_USER, botToken))
    const dataDir = config.DATABASE_URL ? undefined : config.DATA_DIR
    console.log(demoBanner({ base, hash, dataDir, validSeconds: config.INIT_DATA_MAX_AGE }))
  }
})

server.on('error', (err: NodeJS.ErrnoException) => {
  const reason = err.code === 'EADDRINUSE' ? `${config.PORT} is already in use` : err.message
  console.error(`Cannot listen:\n  PORT: ${reason}`)
  process.exit(1)
})

// Requests in flight get this long to finish; a client that never completes its request cannot hold
// a deploy hostage.
const SHUTDOWN_GRACE_MS = 10_000

async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  // A rolling restart, in order: /readyz fails (the balancer stops sending), then no new
  // connections, then the requests in flight finish.
  logger.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: not ready')
  await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS))
  logger.info('no longer accepting connections')
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  try {
    await botRun?.stop()
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    await closed
    clearTimeout(force)
    clearInterval(lifecycleRearm)
    await buying.stop()
    await database.close()
    logger.info('database closed')
    process.exit(0)
  } catch (err) {
    logger.error({ err }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
