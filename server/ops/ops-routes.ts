// Operating endpoints outside the API contract: /metrics (Prometheus text, optionally behind a
// Bearer token) and /readyz (ready to take traffic: database, migrations, worker heartbeat).
import type { Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { readFileSync } from 'node:fs'
import { timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client'
import { appliedMigrations, databaseAnswers, readOpsFigures } from '../core/ops-figures'
import type { AppEnv } from '../http/env'
import { formatLabels, httpDuration, httpRequests, renderProcessMetrics } from './metrics'

/** A worker that has not polled or extended a lease for this long is considered stuck. */
export const WORKER_STALE_MS = 120_000

const journal = JSON.parse(
  readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] }
export const EXPECTED_MIGRATIONS = journal.entries.length

export interface OpsDeps {
  db: Db
  metricsToken?: string
  /** When the job worker last showed life; absent when this process runs no worker. */
  workerBeat?: () => number | undefined
}

/** Counts every request by method, route pattern (never the raw path) and status class. */
export const requestMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now()
  await next()
  const labels = {
    method: c.req.method,
    route: c.req.routePath || 'unmatched',
    status: `${Math.floor(c.res.status / 100)}xx`,
  }
  httpRequests.inc(labels)
  httpDuration.observe(labels, (performance.now() - started) / 1000)
})

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function authorized(c: Context, token: string | undefined) {
  if (!token) return true
  const header = c.req.header('authorization') ?? ''
  return header.startsWith('Bearer ') && sameSecret(header.slice(7), token)
}

async function databaseMetrics(db: Db): Promise<string> {
  const { jobs, failedJobs, ledger } = await readOpsFigures(db)
  const lines = [
    '# HELP jobs_queued Jobs waiting in the queue by kind',
    '# TYPE jobs_queued gauge',
    ...jobs.map((r) => `jobs_queued${formatLabels({ kind: r.kind })} ${r.queued}`),
    '# HELP jobs_oldest_due_age_seconds Age of the oldest due queued job by kind',
    '# TYPE jobs_oldest_due_age_seconds gauge',
    ...jobs.map((r) => `jobs_oldest_due_age_seconds${formatLabels({ kind: r.kind })} ${r.oldest}`),
    '# HELP jobs_failed Jobs that failed for good and wait for an operator',
    '# TYPE jobs_failed gauge',
    `jobs_failed ${failedJobs}`,
    '# HELP ledger_amount_usd Sum of completed ledger entries by type, USD (credits positive)',
    '# TYPE ledger_amount_usd gauge',
    ...ledger.map((r) => `ledger_amount_usd${formatLabels({ type: r.type })} ${r.cents / 100}`),
    '# HELP ledger_entries Completed ledger entries by type',
    '# TYPE ledger_entries gauge',
    ...ledger.map((r) => `ledger_entries${formatLabels({ type: r.type })} ${r.count}`),
  ]
  return lines.join('\n')
}

/** Why this process should not take traffic now, or undefined when it is ready. */
export async function notReadyReason(deps: OpsDeps): Promise<string | undefined> {
  if (!(await databaseAnswers(deps.db))) return 'database_unreachable'
  if ((await appliedMigrations(deps.db)) < EXPECTED_MIGRATIONS) return 'migrations_pending'
  if (deps.workerBeat) {
    const beat = deps.workerBeat()
    if (beat === undefined) return 'worker_not_started'
    if (Date.now() - beat > WORKER_STALE_MS) return 'worker_stale'
  }
  return undefined
}

export function mountOpsRoutes(app: Hono<AppEnv>, deps: OpsDeps) {
  app.get('/metrics', async (c) => {
    if (!authorized(c, deps.metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return c.json({ error: 'unauthorized', message: 'METRICS_TOKEN: Bearer token required' }, 401)
    }
    let fromDb = ''
    try {
      fromDb = await databaseMetrics(deps.db)
    } catch (err) {
      c.get('log').warn({ err }, 'metrics: database figures unavailable')
    }
    const body = [renderProcessMetrics(), fromDb].filter(Boolean).join('\n') + '\n'
    return c.body(body, 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' })
  })
  app.get('/readyz', async (c) => {
    const reason = await notReadyReason(deps)
    if (reason) return c.json({ ready: false, reason }, 503)
    return c.json({ ready: true })
  })
}
