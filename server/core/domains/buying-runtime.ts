// What the buying side runs in the background of a server process: the job worker (provisioning and
// price refreshes), the price-refresh schedule, and the demo deposit. Every process may run this:
// the schedule enqueues one job per 6-hour window (deduplicated in the database), and jobs are
// claimed with SKIP LOCKED, so N processes refresh prices once and provision each domain once.
import type { Db } from '../../db/client'
import { enqueue } from '../../jobs/queue'
import { createWorker, type JobHandler, type Worker } from '../../jobs/worker'
import type { Logger } from '../../logger'
import type { Providers } from '../../providers/types'
import { purgeAvailabilityCache } from '../catalog/availability'
import { grantDemoDeposit } from '../payments/demo-deposit'
import { hasTldPrices, refreshTldPrices } from '../catalog/pricing'
import { provisioningJobs } from './provisioning'
import type { SecretsKey } from '../admin/secrets'

export const REFRESH_PRICES_JOB = 'refresh-tld-prices'
const REFRESH_WINDOW_MS = 6 * 60 * 60_000
const SCHEDULE_TICK_MS = 15 * 60_000

export interface BuyingRuntimeDeps {
  db: Db
  providers: Providers
  secretsKey: SecretsKey
  logger: Logger
  /** The demo user to credit with the $100 demo deposit (demo mode only). */
  demoUser?: { id: number; first_name: string; username?: string; language_code?: string }
  /** Handlers of other job kinds to run in the same worker. */
  extraHandlers?: Record<string, JobHandler>
  /** Failure hook of those other kinds (where their money is given back). */
  extraOnFailed?: (job: { kind: string; payload: unknown }, error: string) => Promise<void>
}

export async function enqueuePriceRefresh(db: Db, now = Date.now()): Promise<void> {
  const window = Math.floor(now / REFRESH_WINDOW_MS)
  await enqueue(db, { kind: REFRESH_PRICES_JOB, payload: {}, dedupeKey: `window-${window}` })
  // Without any price (the registrar down since start-up) nothing can be sold: ask every tick.
  if (!(await hasTldPrices(db))) {
    const tick = Math.floor(now / SCHEDULE_TICK_MS)
    await enqueue(db, { kind: REFRESH_PRICES_JOB, payload: {}, dedupeKey: `empty-${tick}` })
  }
}

export async function startBuyingRuntime(
  deps: BuyingRuntimeDeps,
): Promise<{ worker: Worker; stop(): Promise<void> }> {
  const { db, providers, logger } = deps
  // A fresh install has no prices yet: load them now so the first visitor sees the catalogue.
  if (!(await hasTldPrices(db))) {
    try {
      const n = await refreshTldPrices(db, providers.registrar)
      logger.info({ tlds: n }, 'TLD prices loaded from the registrar')
    } catch (err) {
      logger.warn({ err }, 'TLD prices could not be loaded yet; the refresh job will retry')
    }
  }
  if (deps.demoUser && (await grantDemoDeposit(db, deps.demoUser))) {
    logger.info({ userId: deps.demoUser.id }, 'demo deposit of $100 credited')
  }

  const provisioning = provisioningJobs({ db, providers, secretsKey: deps.secretsKey })
  const worker = createWorker({
    db,
    logger: logger.child({ component: 'worker' }),
    handlers: {
      ...deps.extraHandlers,
      ...provisioning.handlers,
      [REFRESH_PRICES_JOB]: async () => {
        await refreshTldPrices(db, providers.registrar)
        await purgeAvailabilityCache(db)
      },
    },
    onFailed: async (job, error) => {
      await provisioning.onFailed(job, error)
      await deps.extraOnFailed?.(job, error)
    },
  })
  worker.start()

  const tick = () =>
    enqueuePriceRefresh(db).catch((err: unknown) =>
      logger.warn({ err }, 'price refresh not scheduled'),
    )
  await tick()
  const timer = setInterval(() => void tick(), SCHEDULE_TICK_MS)
  timer.unref()

  return {
    worker,
    async stop() {
      clearInterval(timer)
      await worker.stop()
    },
  }
}
