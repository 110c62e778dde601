// Runs queued jobs: claims one at a time per slot, runs its handler under a lease that a heartbeat
// keeps alive, then completes it, schedules a retry with exponential backoff, or fails it for good.
// Any number of workers in any number of processes can share one database.
import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { RetryLaterError, describeError, isPermanent } from './errors'
import { backoffMs, claim, complete, extendLease, fail, type JobRow } from './queue'

export interface JobContext {
  id: number
  kind: string
  /** 1 on the first run. */
  attempt: number
  logger: Logger
  /** Aborted when this worker lost the job's lease (another worker may run it now). */
  signal: AbortSignal
}

export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<void>

export interface WorkerOptions {
  db: Db
  handlers: Record<string, JobHandler>
  logger: Logger
  /** Pause between polls while the queue is empty (default 1 s). */
  pollMs?: number
  /** Jobs run at the same time by this worker (default 1). */
  concurrency?: number
  leaseMs?: number
  /** Attempts before a job that keeps failing transiently is failed for good (default 10). */
  maxAttempts?: number
  backoffBaseMs?: number
  backoffMaxMs?: number
  /**
   * Called once a job has failed for good (permanent error or attempts used up), before it is
   * marked failed: where money is given back. If it throws, the job stays queued and it is retried.
   */
  onFailed?: (job: JobRow, error: string) => Promise<void>
  workerId?: string
}

export interface Worker {
  readonly id: string
  start(): void
  /** Stops polling and waits for the jobs that are running. */
  stop(): Promise<void>
  /** Claims and runs one due job; false when none was due. */
  runOnce(): Promise<boolean>
  /** Runs due jobs until none is left; returns how many ran. */
  drain(): Promise<number>
  /** Polls at once instead of waiting for the next tick (after an enqueue). */
  wake(): void
  /** When the worker last polled or extended a lease (ms since epoch); undefined before start. */
  lastBeatAt(): number | undefined
}

export function createWorker(opts: WorkerOptions): Worker {
  const { db, handlers, logger } = opts
  const id = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const pollMs = opts.pollMs ?? 1000
  const leaseMs = opts.leaseMs ?? 60_000
  const maxAttempts = opts.maxAttempts ?? 10
  const baseMs = opts.backoffBaseMs ?? 2000
  const maxMs = opts.backoffMaxMs ?? 10 * 60_000
  const kinds = Object.keys(handlers)
  let stopping = false
  let loops: Promise<void>[] = []
  const sleepers = new Set<() => void>()
  let lastBeat: number | undefined

  const finalize = async (job: JobRow, reason: string, log: Logger) => {
    try {
      await opts.onFailed?.(job, reason)
    } catch (err) {
      log.error({ err: describeError(err) }, 'job failure hook failed; will retry it')
      await fail(db, job, `${reason} (failure hook: ${describeError(err)})`, {
        final: false,
        retryInMs: backoffMs(job.attempts, baseMs, maxMs),
      })
      return
    }
    await fail(db, job, reason, { final: true, retryInMs: 0 })
    log.warn({ reason }, 'job failed for good')
  }

  const run = async (job: JobRow) => {
    const log = logger.child({ jobId: job.id, kind: job.kind, attempt: job.attempts, worker: id })
    // A job past its budget only reaches here when its failure hook threw: retry just the hook.
    if (job.attempts > maxAttempts) return finalize(job, job.lastError ?? 'attempts used up', log)
    const lease = new AbortController()
    const heartbeat = setInterval(
      () => {
        extendLease(db, job, leaseMs)
          .then((held) => {
            lastBeat = Date.now()
            if (!held) lease.abort(new Error('lease lost'))
          })
          .catch((err: unknown) => log.warn({ err: describeError(err) }, 'lease heartbeat failed'))
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    )
    try {
      const handler = handlers[job.kind]
      if (!handler) throw new Error(`no handler for ${job.kind}`)
      await handler(job.payload, {
        id: job.id,
        kind: job.kind,
        attempt: job.attempts,
        logger: log,
        signal: lease.signal,
      })
      clearInterval(heartbeat)
      if (!(await complete(db, job)))
        log.warn('job finished after its lease passed to another worker')
    } catch (err) {
      clearInterval(heartbeat)
      const reason = describeError(err)
      if (err instanceof RetryLaterError) {
        await fail(db, job, reason, { final: false, retryInMs: err.delayMs, keepAttempt: true })
      } else if (isPermanent(err) || job.attempts >= maxAttempts) {
        await finalize(job, reason, log)
      } else {
        const retryInMs = backoffMs(job.attempts, baseMs, maxMs)
        await fail(db, job, reason, { final: false, retryInMs })
        log.info({ reason, retryInMs }, 'job failed; will retry')
      }
    } finally {
      clearInterval(heartbeat)
    }
  }

  const runOnce = async () => {
    const job = await claim(db, { workerId: id, kinds, leaseMs })
    if (!job) return false
    await run(job)
    return true
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, pollMs)
      sleepers.add(done)
    })

  const loop = async () => {
    while (!stopping) {
      lastBeat = Date.now()
      let ran = false
      try {
        ran = await runOnce()
      } catch (err) {
        logger.error({ err: describeError(err), worker: id }, 'job queue poll failed')
      }
      if (!ran && !stopping) await sleep()
    }
  }

  const wake = () => [...sleepers].forEach((done) => done())

  return {
    id,
    start() {
      if (loops.length) return
      stopping = false
      loops = Array.from({ length: opts.concurrency ?? 1 }, () => loop())
    },
    async stop() {
      stopping = true
      wake()
      await Promise.all(loops)
      loops = []
    },
    runOnce,
    async drain() {
      let n = 0
      while (await runOnce()) n += 1
      return n
    },
    wake,
    lastBeatAt: () => lastBeat,
  }
}
