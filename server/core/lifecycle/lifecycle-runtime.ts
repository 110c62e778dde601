// The lifecycle tick: one durable job a minute (one per minute slot, whichever process enqueues it)
// that moves names through their states, then enqueues due reminders, auto-renewals and order
// notices, and re-arms watchlist checks that fell behind. Every step decides by the database's clock and claims its work under a unique mark, so
// two processes ticking at once, or a tick run again after a crash, do each thing once.
import type { Db } from '../../db/client'
import { enqueue } from '../../jobs/queue'
import type { JobHandler } from '../../jobs/worker'
import type { Logger } from '../../logger'
import type { Registrar } from '../../providers/types'
import { autoRenewJobs, enqueueDueAutoRenewals } from '../renewal/auto-renew'
import { advanceLifecycle } from './expiry'
import { enqueueOrderNotices, syncExpiryJobs } from '../domains/order-notices'
import { enqueueDueReminders } from './reminders'
import { enqueueOverdueWatchChecks } from '../watchlist/watchlist'

export const LIFECYCLE_TICK_JOB = 'lifecycle-tick'
export const LIFECYCLE_TICK_MS = 60_000

export async function lifecycleTick(db: Db, logger: Logger) {
  const moved = await advanceLifecycle(db)
  for (const m of moved)
    logger.info({ domain: m.domain, status: m.status }, 'domain lifecycle moved')
  const reminders = await enqueueDueReminders(db)
  const autoRenewals = await enqueueDueAutoRenewals(db)
  const orders = await enqueueOrderNotices(db)
  const watchChecks = await enqueueOverdueWatchChecks(db)
  return { moved: moved.length, reminders, autoRenewals, orders, watchChecks }
}

/** The next tick's slot; any number of processes calling this enqueue one job per slot. */
export async function scheduleLifecycleTick(db: Db, now = Date.now()) {
  const slot = Math.floor(now / LIFECYCLE_TICK_MS) + 1
  await enqueue(db, {
    kind: LIFECYCLE_TICK_JOB,
    payload: {},
    dedupeKey: `slot-${slot}`,
    runAt: new Date(slot * LIFECYCLE_TICK_MS),
  })
}

export function lifecycleJobs(deps: {
  db: Db
  registrar: Registrar
  logger: Logger
}): Record<string, JobHandler> {
  return {
    [LIFECYCLE_TICK_JOB]: async (_payload, ctx) => {
      try {
        const done = await lifecycleTick(deps.db, ctx.logger)
        ctx.logger.debug(done, 'lifecycle tick')
      } finally {
        await scheduleLifecycleTick(deps.db)
      }
    },
    ...autoRenewJobs(deps),
    ...syncExpiryJobs(deps),
  }
}
