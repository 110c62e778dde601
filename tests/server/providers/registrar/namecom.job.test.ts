import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue } from '../../../../server/jobs/queue'
import { createWorker } from '../../../../server/jobs/worker'
import { createLogger } from '../../../../server/logger'
import { createNameComRegistrar } from '../../../../server/providers/registrar/namecom'
import { startNameComFake, type NameComFake } from '../../../fixtures/namecom-fake/server'
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../helpers/test-db'

const logger = createLogger('silent')
const TOKEN = 'secret-token-123'

describe.each(dbKinds)('Name.com registration as a queued job on %s', (kind) => {
  let database: TestDatabase
  let fake: NameComFake
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    fake = await startNameComFake({ token: TOKEN })
  })
  afterAll(async () => {
    await fake.close()
    await database.destroy()
  })

  it('retries through 5xx answers and a lost purchase answer, buying exactly once', async () => {
    const r = createNameComRegistrar({
      baseUrl: fake.url,
      username: 'reseller',
      token: TOKEN,
      logger,
      registerTimeoutMs: 300,
    })
    const registered: string[] = []
    const worker = createWorker({
      db: database.db,
      logger,
      backoffBaseMs: 0,
      handlers: {
        register: async (payload) => {
          const { domain } = payload as { domain: string }
          registered.push(
            (await r.register({ domain, years: 1, idempotencyKey: `job-${domain}` })).domain,
          )
        },
      },
    })
    fake.account.knobs = {
      ...fake.account.knobs,
      failNext: 3,
      afterRegister: 'hang',
      afterRegisterTimes: 1,
      failAfterMishap: 1,
    }
    await enqueue(database.db, {
      kind: 'register',
      payload: { domain: 'queued-buy.io' },
      dedupeKey: 'queued-buy.io',
    })
    await worker.drain()
    expect(registered).toEqual(['queued-buy.io'])
    expect(fake.account.purchases).toEqual(['queued-buy.io'])
  })
})
