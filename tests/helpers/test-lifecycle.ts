// The lifecycle of a test app as two server processes would run it: two workers (on PostgreSQL
// each with its own connection pool) running the tick, reminders, auto-renewals and notices
// against one database, a recording Bot API, and a clock moved by moving expiry dates (every
// lifecycle decision reads SQL now(), so both "processes" see the same time).
import { eq, sql } from 'drizzle-orm'
import type { Api } from 'grammy'
import { noticeJobs } from '../../server/bot/notify'
import { createDatabase, type Database, type Db } from '../../server/db/client'
import { domains, jobs, sandboxRegistrations } from '../../server/db/schema'
import { lifecycleJobs, lifecycleTick } from '../../server/core/lifecycle/lifecycle-runtime'
import { provisioningJobs } from '../../server/core/domains/provisioning'
import { renewalJobs } from '../../server/core/renewal/renewal-job'
import { createWorker } from '../../server/jobs/worker'
import { createLogger } from '../../server/logger'
import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app'
import type { DbKind } from './test-db'

export const WEB_APP_URL = 'https://app.example/'
const logger = createLogger('silent')

export interface SentMessage {
  chatId: number
  text: string
  url?: string
  worker: string
}

/** Starts the two lifecycle "processes" over the app's database; `close` before the app's. */
export async function createLifecycleWorkers(
  t: Pick<TestApp, 'db' | 'database' | 'providers' | 'secretsKey'>,
) {
  const second: Database | undefined = t.database.url
    ? await createDatabase({ databaseUrl: t.database.url, dataDir: 'memory://', poolSize: 5 })
    : undefined
  const sent: SentMessage[] = []
  const process = (db: Db, name: string) => {
    const api = {
      sendMessage: (chatId: number, text: string, other?: unknown) => {
        const markup = (other as { reply_markup?: { inline_keyboard?: unknown[][] } } | undefined)
          ?.reply_markup
        const button = markup?.inline_keyboard?.[0]?.[0] as { web_app?: { url: string } }
        sent.push({ chatId, text, url: button?.web_app?.url, worker: name })
        return Promise.resolve({})
      },
    } as unknown as Pick<Api, 'sendMessage'>
    const provisioning = provisioningJobs({
      db,
      providers: t.providers,
      secretsKey: t.secretsKey,
      zoneCheckMs: 1,
    })
    const worker = createWorker({
      db,
      logger,
      workerId: name,
      handlers: {
        ...provisioning.handlers,
        ...renewalJobs({ db, registrar: t.providers.registrar }).handlers,
        ...lifecycleJobs({ db, registrar: t.providers.registrar, logger }),
        ...noticeJobs({ db, api, webAppUrl: WEB_APP_URL }),
      },
      onFailed: provisioning.onFailed,
      backoffBaseMs: 1,
      backoffMaxMs: 5,
    })
    return { db, worker }
  }
  const processes = [process(t.db, 'one'), process(second?.db ?? t.db, 'two')]

  return {
    /** The chat messages both processes sent, in order. */
    sent,
    /** Both processes tick at once, then both run every due job at once, until none is left. */
    async tickBoth() {
      await Promise.all(processes.map((p) => lifecycleTick(p.db, logger)))
      for (let i = 0; i < 50; i += 1) {
        await t.db
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(sql`${jobs.status} = 'queued' and ${jobs.kind} <> 'lifecycle-tick'`)
        const ran = await Promise.all(processes.map((p) => p.worker.drain()))
        if (ran.every((n) => n === 0)) return
      }
      throw new Error('lifecycle jobs did not settle')
    },
    /** Moves the clock: the name (here and at the sandbox registrar) expires `days` from now. */
    async expireIn(domain: string, days: number) {
      const at = sql`now() + make_interval(secs => ${days * 86_400}::float8)`
      await t.db.update(domains).set({ expiresAt: at }).where(eq(domains.domain, domain))
      await t.db
        .update(sandboxRegistrations)
        .set({ expiresAt: at })
        .where(eq(sandboxRegistrations.domain, domain))
    },
    /** The name's row in `domains`. */
    row: async (domain: string) =>
      (await t.db.select().from(domains).where(eq(domains.domain, domain)))[0],
    close: async () => {
      await second?.close()
    },
  }
}

export type LifecycleWorkers = Awaited<ReturnType<typeof createLifecycleWorkers>>

/**
 * A describe block's app (sandbox providers unless `opts` says otherwise) and its two lifecycle
 * workers: built before the block's tests, handed to `use`, closed after them.
 */
export function withLifecycleWorkers(
  kind: DbKind,
  use: (t: TestApp, life: LifecycleWorkers) => void,
  opts: TestAppOptions = { sandbox: {} },
) {
  let close = async () => {}
  beforeAll(async () => {
    const t = await createTestApp(kind, opts)
    const life = await createLifecycleWorkers(t)
    close = async () => {
      await life.close()
      await t.close()
    }
    use(t, life)
  })
  afterAll(() => close())
}
