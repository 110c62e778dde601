import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '../../../server/db/client'
import { jobs } from '../../../server/db/schema'
import { enqueue } from '../../../server/jobs/queue'
import { createWorker } from '../../../server/jobs/worker'
import { createLogger } from '../../../server/logger'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../helpers/test-db'

const logger = createLogger('silent')
const JOBS = 200

describe.each(dbKinds)('two workers sharing one queue on %s', (kind) => {
  let database: TestDatabase
  // On PostgreSQL the second worker has its own connection pool, as a second server process would.
  let second: Database | undefined
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    if (database.url)
      second = await createDatabase({
        databaseUrl: database.url,
        dataDir: 'memory://',
        poolSize: 5,
      })
  })
  afterAll(async () => {
    await second?.close()
    await database.destroy()
  })

  it(`never runs one of ${JOBS} jobs twice`, async () => {
    for (let i = 0; i < JOBS; i++)
      await enqueue(database.db, { kind: 'count', payload: { i }, dedupeKey: `job-${i}` })
    const runs = new Map<number, string[]>()
    const handler = (name: string) => async (payload: unknown) => {
      const { i } = payload as { i: number }
      runs.set(i, [...(runs.get(i) ?? []), name])
      // A short, varying pause so the workers' claims interleave.
      await new Promise((r) => setTimeout(r, i % 3))
    }
    const a = createWorker({
      db: database.db,
      logger,
      pollMs: 5,
      concurrency: 4,
      handlers: { count: handler('a') },
    })
    const b = createWorker({
      db: (second ?? database).db,
      logger,
      pollMs: 5,
      concurrency: 4,
      handlers: { count: handler('b') },
    })
    a.start()
    b.start()
    while (
      (await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'done'))).length <
      JOBS
    ) {
      await new Promise((r) => setTimeout(r, 20))
    }
    await Promise.all([a.stop(), b.stop()])

    expect(runs.size).toBe(JOBS)
    const twice = [...runs].filter(([, who]) => who.length !== 1)
    expect(twice).toEqual([])
    const rows = await database.db.select().from(jobs)
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true)
    const byWorker = [...runs.values()].flat()
    if (second) {
      // Both pools did real work, so the claims really competed.
      expect(byWorker.filter((w) => w === 'a').length).toBeGreaterThan(0)
      expect(byWorker.filter((w) => w === 'b').length).toBeGreaterThan(0)
    }
  })
})
