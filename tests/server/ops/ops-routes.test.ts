// /metrics in Prometheus text (requests by route pattern, latency, jobs, ledger, provider errors),
// optionally behind METRICS_TOKEN; /readyz answering 503 with the reason when not ready.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue } from '../../../server/jobs/queue'
import { recordProviderError } from '../../../server/ops/metrics'
import { dbKinds } from '../../helpers/test-db'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { json } from '../../helpers/test-calls'
import { signUp } from '../../helpers/test-data'

const METRICS_TOKEN = 'metrics-token-0123456789'

describe.each(dbKinds)('/metrics and /readyz on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { admin: true, env: { METRICS_TOKEN } })
  })
  afterAll(() => t.close())

  const scrape = async () => {
    const res = await t.app.request('/metrics', {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    return res.text()
  }

  it('refuses a scrape without the token, or with a wrong one', async () => {
    expect((await t.app.request('/metrics')).status).toBe(401)
    const wrong = await t.app.request('/metrics', { headers: { Authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
  })

  // The counters live in the process, shared by every app of this file: compare before and after.
  const series = (text: string, name: string, labels: string) =>
    Number(new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0)
  const userRoute = 'method="GET",route="/api/admin/users/:tg_id"'

  it('counts requests by route pattern and status class, with a latency histogram', async () => {
    await signUp(t, 5101)
    const before = await scrape()
    await t.admin('/api/admin/users/5101')
    await t.admin('/api/admin/users/5102')
    await t.admin('/api/admin/users/5102')
    const text = await scrape()
    expect(text).toContain('# TYPE http_requests_total counter')
    const ok = `${userRoute},status="2xx"`
    const missing = `${userRoute},status="4xx"`
    expect(
      series(text, 'http_requests_total', ok) - series(before, 'http_requests_total', ok),
    ).toBe(1)
    expect(
      series(text, 'http_requests_total', missing) - series(before, 'http_requests_total', missing),
    ).toBe(2)
    expect(text).not.toContain('route="/api/admin/users/5101"')
    const count = series(text, 'http_request_duration_seconds_count', missing)
    // prom-client writes a bucket's `le` first.
    expect(series(text, 'http_request_duration_seconds_bucket', `le="\\+Inf",${missing}`)).toBe(
      count,
    )
    expect(count).toBeGreaterThanOrEqual(2)
    // The counter is read from the histogram's count at scrape time: the two never disagree.
    expect(series(text, 'http_requests_total', missing)).toBe(count)
    expect(series(text, 'http_requests_total', ok)).toBe(
      series(text, 'http_request_duration_seconds_count', ok),
    )
  })

  it('reports queued jobs with the age of the oldest due one, and ledger totals by type', async () => {
    await enqueue(t.database.db, {
      kind: 'metrics-probe',
      payload: null,
      runAt: new Date(Date.now() - 60_000),
    })
    await t.admin('/api/admin/users/5101/balance', {
      method: 'POST',
      json: { amount: 12.5, reason: 'metrics' },
    })
    const text = await scrape()
    expect(text).toContain('jobs_queued{kind="metrics-probe"} 1')
    const age = Number(
      /jobs_oldest_due_age_seconds\{kind="metrics-probe"\} ([\d.]+)/.exec(text)?.[1],
    )
    expect(age).toBeGreaterThanOrEqual(59)
    expect(text).toContain('ledger_amount_usd{type="adjustment"} 12.5')
    expect(text).toContain('ledger_entries{type="adjustment"} 1')
  })

  it("serves Node's own process figures beside the app's series", async () => {
    const text = await scrape()
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m)
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge')
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
  })

  it('counts provider errors reported through the counter API', async () => {
    recordProviderError('namecom', 'registerDomain')
    recordProviderError('namecom', 'registerDomain')
    expect(await scrape()).toMatch(
      /provider_call_errors_total\{provider="namecom",operation="registerDomain"\} [2-9]/,
    )
  })

  it('is ready with the database up and every migration applied, and says why when not', async () => {
    const ready = await t.app.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await json(ready)).toEqual({ ready: true })
    await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved_away`)
    try {
      const res = await t.app.request('/readyz')
      expect(res.status).toBe(503)
      expect(await json(res)).toEqual({ ready: false, reason: 'migrations_pending' })
      expect((await t.app.request('/healthz')).status).toBe(200)
    } finally {
      await t.database.db.execute(
        sql`alter table drizzle.moved_away rename to __drizzle_migrations`,
      )
    }
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  it('refuses every scrape unless the operator opens it with METRICS_PUBLIC=true', async () => {
    const closed = await createTestApp('pglite')
    try {
      const res = await closed.app.request('/metrics')
      expect(res.status).toBe(401)
      expect(await res.text()).toContain('METRICS_PUBLIC=true')
    } finally {
      await closed.close()
    }
    const open = await createTestApp('pglite', { env: { METRICS_PUBLIC: 'true' } })
    try {
      const res = await open.app.request('/metrics')
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('# TYPE http_requests_total counter')
    } finally {
      await open.close()
    }
  })
})

describe('/readyz and the worker heartbeat', () => {
  it('is not ready before the worker starts, nor when its heartbeat is stale', async () => {
    let beat: number | undefined
    const { createApp } = await import('../../../server/app')
    const t = await createTestApp('pglite', { admin: true })
    try {
      const { app } = createApp({
        config: t.config,
        database: t.database,
        logger: (await import('../../../server/logger')).createLogger('silent'),
        botToken: 'x',
        workerBeat: () => beat,
      })
      const reason = async () =>
        ((await (await app.request('/readyz')).json()) as { reason?: string }).reason
      expect(await reason()).toBe('worker_not_started')
      beat = Date.now() - 10 * 60_000
      expect(await reason()).toBe('worker_stale')
      beat = Date.now()
      expect((await app.request('/readyz')).status).toBe(200)
    } finally {
      await t.close()
    }
  })
})
