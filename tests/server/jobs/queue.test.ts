import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs } from '../../../server/db/schema'
import { PermanentJobError, RetryLaterError } from '../../../server/jobs/errors'
import { backoffMs, claim, complete, enqueue, requeue } from '../../../server/jobs/queue'
import { createWorker } from '../../../server/jobs/worker'
import { createLogger } from '../../../server/logger'
import { ProviderError } from '../../../server/providers/types'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../helpers/test-db'

const logger = createLogger('silent')
const resolved = (_sideEffect: unknown) => Promise.resolve()

describe.each(dbKinds)('job queue on %s', (kind) => {
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

  it('enqueues once per kind and dedupe key, even inside a transaction', async () => {
    const a = await enqueue(database.db, {
      kind: 'provision',
      payload: { domainId: 1 },
      dedupeKey: 'domain-1',
    })
    const b = await database.db.transaction((tx) =>
      enqueue(tx, { kind: 'provision', payload: { domainId: 1 }, dedupeKey: 'domain-1' }),
    )
    const c = await enqueue(database.db, { kind: 'recheck', payload: {}, dedupeKey: 'domain-1' })
    expect(a.created).toBe(true)
    expect(b).toEqual({ id: a.id, created: false })
    expect(c.id).not.toBe(a.id)
    const free1 = await enqueue(database.db, { kind: 'mail', payload: 1 })
    const free2 = await enqueue(database.db, { kind: 'mail', payload: 2 })
    expect(free1.id).not.toBe(free2.id)
  })

  it('runs a job once and completes it; a job due later waits', async () => {
    const seen: unknown[] = []
    const worker = createWorker({
      db: database.db,
      logger,
      handlers: { echo: (p) => resolved(seen.push(p)) },
    })
    const now = await enqueue(database.db, { kind: 'echo', payload: { n: 1 } })
    const later = await enqueue(database.db, {
      kind: 'echo',
      payload: { n: 2 },
      runAt: new Date(Date.now() + 3_600_000),
    })
    expect(await worker.drain()).toBe(1)
    expect(seen).toEqual([{ n: 1 }])
    expect(await job(now.id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null })
    expect(await job(later.id)).toMatchObject({ status: 'queued', attempts: 0 })
  })

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

  it('gives a job whose worker vanished to another worker once the lease runs out', async () => {
    const { id } = await enqueue(database.db, { kind: 'crashy', payload: null })
    const crashed = await claim(database.db, {
      workerId: 'crashed',
      kinds: ['crashy'],
      leaseMs: 60_000,
    })
    expect(crashed?.id).toBe(id)
    expect(
      await claim(database.db, { workerId: 'other', kinds: ['crashy'], leaseMs: 60_000 }),
    ).toBeUndefined()

    // The lease runs out (moved into the past instead of waiting a minute).
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id))
    const ran: number[] = []
    const worker = createWorker({
      db: database.db,
      logger,
      handlers: { crashy: (_p, ctx) => resolved(ran.push(ctx.attempt)) },
    })
    expect(await worker.drain()).toBe(1)
    expect(ran).toEqual([2])
    // The crashed worker coming back cannot overwrite the new owner's result.
    expect(await complete(database.db, crashed!)).toBe(false)
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('keeps the lease alive while a long job runs', async () => {
    const { id } = await enqueue(database.db, { kind: 'slow', payload: null })
    let stolen: unknown = 'not tried'
    const worker = createWorker({
      db: database.db,
      logger,
      leaseMs: 300,
      handlers: {
        slow: async () => {
          for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 150))
          stolen = await claim(database.db, { workerId: 'thief', kinds: ['slow'], leaseMs: 300 })
        },
      },
    })
    await worker.drain()
    expect(stolen).toBeUndefined()
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
