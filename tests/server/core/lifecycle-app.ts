// The manage app plus the lifecycle as two server processes would run it: two workers (on
// PostgreSQL each with its own connection pool) running the tick, reminders, auto-renewals and
// notices against one database, a recording Bot API, and a clock moved by moving expiry dates
// (every lifecycle decision reads SQL now(), so both "processes" see the same time).
import { eq, sql } from 'drizzle-orm'
import type { Api } from 'grammy'
import { noticeJobs } from '../../../server/bot/notify'
import { createDatabase, type Database } from '../../../server/db/client'
import type { Db } from '../../../server/db/client'
import { domains, jobs, sandboxRegistrations } from '../../../server/db/schema'
import { lifecycleJobs, lifecycleTick } from '../../../server/core/lifecycle-runtime'
import { provisioningJobs } from '../../../server/core/provisioning'
import { renewalJobs } from '../../../server/core/renewal-job'
import { createWorker } from '../../../server/jobs/worker'
import { createLogger } from '../../../server/logger'
import type { DbKind } from '../../helpers/test-db'
import type { BuyingAppOptions } from '../buying/buying-app'
import { createManageApp } from '../domain-manage/manage-app'

export const WEB_APP_URL = 'https://app.example/'
const logger = createLogger('silent')

export interface SentMessage {
  chatId: number
  text: string
  url?: string
  worker: string
}

export async function createLifecycleApp(kind: DbKind, opts: BuyingAppOptions = {}) {
  const t = await createManageApp(kind, opts)
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

  /** Both processes tick at once, then both run every due job at once, until none is left. */
  const tickBoth = async () => {
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
  }

  /** Moves the clock: the name (here and at the sandbox registrar) expires `days` from now. */
  const expireIn = async (domain: string, days: number) => {
    const at = sql`now() + make_interval(secs => ${days * 86_400}::float8)`
    await t.db.update(domains).set({ expiresAt: at }).where(eq(domains.domain, domain))
    await t.db
      .update(sandboxRegistrations)
      .set({ expiresAt: at })
      .where(eq(sandboxRegistrations.domain, domain))
  }

  const row = async (domain: string) =>
    (await t.db.select().from(domains).where(eq(domains.domain, domain)))[0]

  return {
    ...t,
    sent,
    tickBoth,
    expireIn,
    row,
    close: async () => {
      await second?.close()
      await t.close()
    },
  }
}

export type LifecycleApp = Awaited<ReturnType<typeof createLifecycleApp>>
