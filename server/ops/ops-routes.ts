// Operating endpoints outside the API contract: /metrics (Prometheus text behind a Bearer token,
// open only when the operator says so) and /readyz (ready to take traffic: database, migrations,
// worker heartbeat; a registrar that stopped answering is reported as degraded, not unready).
import type { Context, Hono } from 'hono'
import { readFileSync } from 'node:fs'
import { timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client'
import { hasTldPrices } from '../core/catalog/pricing'
import { registrarHealth } from '../core/catalog/registrar-health'
import { appliedMigrations, databaseAnswers, readOpsFigures } from '../core/admin/ops-figures'
import type { AppEnv } from '../http/env'
import type { RequestStep } from '../http/middleware/request-frame'
import { Gauge, Registry } from 'prom-client'
import { httpDuration, processRegistry } from './metrics'

/** A worker that has not polled or extended a lease for this long is considered stuck. */
export const WORKER_STALE_MS = 120_000

const journal = JSON.parse(
  readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] }
export const EXPECTED_MIGRATIONS = journal.entries.length

export interface OpsDeps {
  db: Db
  metricsToken?: string
  /** The operator's explicit choice to serve /metrics without a token (METRICS_PUBLIC=true). */
  metricsPublic?: boolean
  /** When the job worker last showed life; absent when this process runs no worker. */
  workerBeat?: () => number | undefined
  /** True once the process is shutting down. */
  draining?: () => boolean
}

/**
 * Times every request by method, route template (never the raw path) and status class; the
 * histogram's count is also `http_requests_total`.
 */
export const requestMetrics: RequestStep = {
  after(c, { startedMs }) {
    const labels = {
      method: c.req.method,
      route: c.req.routePath || 'unmatched',
      status: `${Math.floor(c.res.status / 100)}xx`,
    }
    httpDuration.observe(labels, (performance.now() - startedMs) / 1000)
  },
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function authorized(c: Context, deps: OpsDeps) {
  const token = deps.metricsToken
  if (!token) return deps.metricsPublic === true
  const header = c.req.header('authorization') ?? ''
  return header.startsWith('Bearer ') && sameSecret(header.slice(7), token)
}

/** The database's figures as a registry of their own, read at scrape time. */
async function databaseRegistry(db: Db): Promise<Registry> {
  const { jobs, failedJobs, ledger } = await readOpsFigures(db)
  const registry = new Registry()
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] })
  const queued = gauge('jobs_queued', 'Jobs waiting in the queue by kind', ['kind'])
  const oldest = gauge('jobs_oldest_due_age_seconds', 'Age of the oldest due queued job by kind', [
    'kind',
  ])
  for (const r of jobs) {
    queued.set({ kind: r.kind }, r.queued)
    oldest.set({ kind: r.kind }, r.oldest)
  }
  gauge('jobs_failed', 'Jobs that failed for good and wait for an operator').set(failedJobs)
  const amount = gauge(
    'ledger_amount_usd',
    'Sum of completed ledger entries by type, USD (credits positive)',
    ['type'],
  )
  const entries = gauge('ledger_entries', 'Completed ledger entries by type', ['type'])
  for (const r of ledger) {
    amount.set({ type: r.type }, r.cents / 100)
    entries.set({ type: r.type }, r.count)
  }
  return registry
}

/** The registrar's outage as /readyz reports it, or undefined while it answers. */
async function registrarDegraded(db: Db) {
  const health = await registrarHealth(db)
  if (!health || health.reachable) return undefined
  return {
    name: health.registrar,
    reachable: false,
    since: health.since,
    error: health.error,
    prices: (await hasTldPrices(db)) ? 'cached' : 'none',
  }
}

/** Why this process should not take traffic now, or undefined when it is ready. */
export async function notReadyReason(deps: OpsDeps): Promise<string | undefined> {
  if (deps.draining?.()) return 'shutting_down'
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
    if (!authorized(c, deps)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      const message = deps.metricsToken
        ? 'METRICS_TOKEN: Bearer token required'
        : 'METRICS_TOKEN is unset: set it and scrape with its Bearer token, or set METRICS_PUBLIC=true'
      return c.json({ error: 'unauthorized', message }, 401)
    }
    let registries = [processRegistry]
    try {
      registries = [processRegistry, await databaseRegistry(deps.db)]
    } catch (err) {
      c.get('log').warn({ err }, 'metrics: database figures unavailable')
    }
    const merged = Registry.merge(registries)
    return c.body(await merged.metrics(), 200, { 'Content-Type': merged.contentType })
  })
  app.get('/readyz', async (c) => {
    const reason = await notReadyReason(deps)
    if (reason) return c.json({ ready: false, reason }, 503)
    // Still serving (cached prices, every other call), so still ready; the body says what is not.
    const registrar = await registrarDegraded(deps.db)
    return c.json(registrar ? { ready: true, degraded: { registrar } } : { ready: true })
  })
}
