// The buying test app plus what managing a domain needs: one worker running provisioning and
// renewal jobs, and helpers to own an active domain and call the management API.
import { count, eq, inArray, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { userDomainsResponse } from '@contract/domains'
import { jobs } from '../../server/db/schema'
import { provisioningJobs } from '../../server/core/provisioning'
import { renewalJobs } from '../../server/core/renewal-job'
import { createWorker } from '../../server/jobs/worker'
import { createLogger } from '../../server/logger'
import type { DbKind } from './test-db'
import { createBuyingApp, defaultUser, freeName, type BuyingAppOptions } from './buying-app'

export async function createManageApp(kind: DbKind, opts: BuyingAppOptions = {}) {
  const t = await createBuyingApp(kind, opts)
  const provisioning = provisioningJobs({
    db: t.db,
    providers: t.providers,
    secretsKey: t.secretsKey,
    zoneCheckMs: 1,
  })
  const worker = createWorker({
    db: t.db,
    logger: createLogger('silent'),
    handlers: {
      ...provisioning.handlers,
      ...renewalJobs({ db: t.db, registrar: t.providers.registrar }).handlers,
    },
    onFailed: provisioning.onFailed,
    backoffBaseMs: 1,
    backoffMaxMs: 5,
  })

  /**
   * Runs every job (provisioning and renewals) until none is left; jobs scheduled for later (a
   * renewal's fallback waits out the attempt made in the request) are made due at once.
   */
  const settleAll = async (rounds = 400) => {
    for (let i = 0; i < rounds; i += 1) {
      await t.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.status, 'queued'))
      const ran = await worker.drain()
      const [pending] = await t.db
        .select({ n: count() })
        .from(jobs)
        .where(inArray(jobs.status, ['queued', 'running']))
      if (Number(pending?.n ?? 0) === 0) return
      if (ran === 0) await new Promise((r) => setTimeout(r, 5))
    }
    throw new Error('jobs did not settle')
  }

  /** Buys the names for `userId` through the cart; `settle` waits until they are active. */
  const own = async (userId: number, names: string[], settle = true) => {
    for (const domain of names) {
      const added = await t.post('/api/cart/add', { domain }, { user: { id: userId } })
      expect(added.status).toBe(200)
    }
    const res = await t.post<{ ok: boolean }>('/api/cart/checkout', {}, { user: { id: userId } })
    expect(res.body.ok).toBe(true)
    if (settle) await settleAll()
  }

  const ownedDomains = async (userId: number) =>
    userDomainsResponse.parse(
      (await t.post('/api/user/domains', {}, { user: { id: userId } })).body,
    ).domains

  return { ...t, worker, settleAll, own, ownedDomains }
}

export type ManageApp = Awaited<ReturnType<typeof createManageApp>>
export { defaultUser, freeName }
