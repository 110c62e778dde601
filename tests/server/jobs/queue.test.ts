import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs } from '../../../server/db/schema'
import { claim, complete, enqueue, purgeDoneJobs } from '../../../server/jobs/queue'
import { createWorker } from '../../../server/jobs/worker'
import { createLogger } from '../../../server/logger'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../helpers/test-db'

const logger = createLogger('silent')
const resolved = (_sideEffect: unknown) => Promise.resolve()

describe.each(dbKinds)('job queue on %s', (kind) => {
  let database: TestDatabase
  const job = async (id: number) =>
    (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!
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
  it('purges finished jobs past their age and keeps failed and recent ones', async () => {
    const old = await enqueue(database.db, { kind: 'p', payload: 1 })
    const recent = await enqueue(database.db, { kind: 'p', payload: 2 })
    const broken = await enqueue(database.db, { kind: 'p', payload: 3 })
    await database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, old.id))
    await database.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, recent.id))
    await database.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, broken.id))
    await database.db
      .update(jobs)
      .set({ updatedAt: sql`now() - interval '8 days'` })
      .where(inArray(jobs.id, [old.id, broken.id]))
    expect(await purgeDoneJobs(database.db, 7 * 86_400_000)).toBe(1)
    const left = await database.db.select({ id: jobs.id }).from(jobs)
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, broken.id].sort())
  })
})
