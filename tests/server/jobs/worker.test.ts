import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs } from '../../../server/db/schema'
import { PermanentJobError, RetryLaterError } from '../../../server/jobs/errors'
import { backoffMs, enqueue, requeue } from '../../../server/jobs/queue'
import { createWorker } from '../../../server/jobs/worker'
import { createLogger } from '../../../server/logger'
import { ProviderError } from '../../../server/providers/types'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../helpers/test-db'

const logger = createLogger('silent')
const resolved = (_sideEffect: unknown) => Promise.resolve()

describe.each(dbKinds)('job worker on %s', (kind) => {
  let database: TestDatabase
  const job = async (id: number) =>
    (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!
  const secondsUntil = async (id: number) => {
    const [row] = await database.db
      .select({ s: sql<string>`extract(epoch from (${jobs.runAt} - now()))` })
      .from(jobs)
      .where(eq(jobs.id, id))
    return Number(row?.s)
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  beforeEach(async () => {
    await database.db.delete(jobs)
  })
  afterAll(() => database.destroy())

  it('retries a transient failure with exponential backoff, then fails for good after max attempts', async () => {
    const failed: string[] = []
    const worker = createWorker({
      db: database.db,
      logger,
      maxAttempts: 3,
      backoffBaseMs: 10_000,
      handlers: {
        flaky: () => Promise.reject(new ProviderError('registrar 503', true, 'http_503')),
      },
      onFailed: (row, reason) => resolved(failed.push(`${row.id}:${reason}`)),
    })
    const { id } = await enqueue(database.db, { kind: 'flaky', payload: null })
    await worker.runOnce()
    expect(await job(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'http_503: registrar 503',
    })
    const first = await secondsUntil(id)
    expect(first).toBeGreaterThan(8)
    expect(first).toBeLessThanOrEqual(10)
    expect(await worker.runOnce()).toBe(false)

    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id))
    await worker.runOnce()
    const second = await secondsUntil(id)
    expect(second).toBeGreaterThan(18)
    expect(second).toBeLessThanOrEqual(20)

    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id))
    await worker.runOnce()
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3 })
    expect(failed).toEqual([`${id}:http_503: registrar 503`])
    expect(backoffMs(30, 1000, 60_000)).toBe(60_000)
  })

  it('fails at once on a permanent error, and an operator can requeue it', async () => {
    let calls = 0
    const worker = createWorker({
      db: database.db,
      logger,
      handlers: {
        refuse: () => {
          calls += 1
          if (calls === 1)
            return Promise.reject(new ProviderError('name taken', false, 'unavailable'))
          if (calls === 2) return Promise.reject(new PermanentJobError('bad payload'))
          return Promise.resolve()
        },
      },
    })
    const { id } = await enqueue(database.db, { kind: 'refuse', payload: null })
    await worker.drain()
    expect(await job(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'unavailable: name taken',
    })
    expect(await requeue(database.db, id)).toBe(true)
    await worker.drain()
    expect(await job(id)).toMatchObject({ status: 'failed', lastError: 'bad payload' })
    await requeue(database.db, id)
    await worker.drain()
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 })
    expect(await requeue(database.db, id)).toBe(false)
  })

  it('keeps a job queued when the failure hook throws, and retries only the hook', async () => {
    let hookCalls = 0
    let handlerCalls = 0
    const worker = createWorker({
      db: database.db,
      logger,
      maxAttempts: 1,
      handlers: { doomed: () => Promise.reject(new Error(`boom ${++handlerCalls}`)) },
      onFailed: () => {
        hookCalls += 1
        return hookCalls === 1 ? Promise.reject(new Error('database hiccup')) : Promise.resolve()
      },
    })
    const { id } = await enqueue(database.db, { kind: 'doomed', payload: null })
    await worker.runOnce()
    expect(await job(id)).toMatchObject({ status: 'queued' })
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id))
    await worker.runOnce()
    expect(await job(id)).toMatchObject({ status: 'failed' })
    expect({ hookCalls, handlerCalls }).toEqual({ hookCalls: 2, handlerCalls: 1 })
  })

  it('looks again later without spending an attempt when the handler says not yet', async () => {
    let calls = 0
    const worker = createWorker({
      db: database.db,
      logger,
      maxAttempts: 2,
      handlers: {
        poll: () => {
          calls += 1
          return calls < 5 ? Promise.reject(new RetryLaterError(0)) : Promise.resolve()
        },
      },
    })
    const { id } = await enqueue(database.db, { kind: 'poll', payload: null })
    expect(await worker.drain()).toBe(5)
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('start() polls in the background and stop() waits for the running job', async () => {
    let finished = 0
    const worker = createWorker({
      db: database.db,
      logger,
      pollMs: 20,
      concurrency: 2,
      handlers: {
        bg: () => new Promise<void>((r) => setTimeout(() => r(void (finished += 1)), 50)),
      },
    })
    worker.start()
    for (let i = 0; i < 4; i++) await enqueue(database.db, { kind: 'bg', payload: i })
    worker.wake()
    while (finished < 4) await new Promise((r) => setTimeout(r, 10))
    await enqueue(database.db, { kind: 'bg', payload: 'last' })
    worker.wake()
    while (
      (await database.db.select().from(jobs).where(eq(jobs.status, 'running'))).length === 0 &&
      finished < 5
    ) {
      await new Promise((r) => setTimeout(r, 5))
    }
    await worker.stop()
    expect(finished).toBe(5)
    const rows = await database.db.select().from(jobs)
    expect(rows.every((r) => r.status === 'done')).toBe(true)
  })
})
