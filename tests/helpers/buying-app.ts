// The app as the buying tests need it: a fresh database, sandbox providers with injectable faults
// (or any fakes), the provisioning worker, and helpers to fund a user and call the API.
import { createApp } from '../../server/app'
import { parseConfig } from '../../server/config'
import { signInitData, type LaunchUser } from '../../server/demo'
import { credit } from '../../server/core/ledger'
import { refreshTldPrices } from '../../server/core/pricing'
import { provisioningJobs } from '../../server/core/provisioning'
import { secretsKeyFrom } from '../../server/core/secrets'
import { createWorker } from '../../server/jobs/worker'
import { createLogger } from '../../server/logger'
import { createSandboxCdn } from '../../server/providers/cdn/sandbox'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import type { FaultRule } from '../../server/providers/registrar/faults'
import { isTakenAtRegistry } from '../../server/providers/registrar/sandbox-catalog'
import type { Cdn, Providers, Registrar } from '../../server/providers/types'
import { count, inArray } from 'drizzle-orm'
import { jobs, users } from '../../server/db/schema'
import {
  GENEROUS_LIMITS,
  TEST_BOT_TOKEN,
  TEST_SECRETS_KEY,
  defaultUser,
} from './test-app'
import { createTestDatabase, type DbKind } from './test-db'

export interface BuyingAppOptions {
  faults?: FaultRule[]
  /** Wraps the sandbox registrar (to count calls, for instance). */
  wrapRegistrar?: (r: Registrar) => Registrar
  wrapCdn?: (c: Cdn) => Cdn
  cdnActivationMs?: number
  poolSize?: number
}

export async function createBuyingApp(kind: DbKind, opts: BuyingAppOptions = {}) {
  const database = await createTestDatabase(kind, { poolSize: opts.poolSize })
  const db = database.db
  const logger = createLogger('silent')
  const config = parseConfig({
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_MODE: 'off',
    SECRETS_KEY: TEST_SECRETS_KEY,
    NODE_ENV: 'test',
    ...GENEROUS_LIMITS,
  })
  const sandbox = createSandboxRegistrar(db, { faults: opts.faults })
  const registrar = opts.wrapRegistrar ? opts.wrapRegistrar(sandbox) : sandbox
  const sandboxCdn = createSandboxCdn(db, { activationMs: opts.cdnActivationMs ?? 0 })
  const providers: Providers = {
    registrar,
    cdn: opts.wrapCdn ? opts.wrapCdn(sandboxCdn) : sandboxCdn,
  }
  await refreshTldPrices(db, sandbox)
  const { app } = createApp({ config, database, logger, botToken: TEST_BOT_TOKEN, providers })
  const secretsKey = secretsKeyFrom(TEST_SECRETS_KEY, TEST_BOT_TOKEN)
  const provisioning = provisioningJobs({ db, providers, secretsKey, zoneCheckMs: 1 })
  const worker = createWorker({
    db,
    logger,
    handlers: provisioning.handlers,
    onFailed: provisioning.onFailed,
    backoffBaseMs: 1,
    backoffMaxMs: 5,
    maxAttempts: 3,
  })

  const request = (
    path: string,
    init: RequestInit & { json?: unknown; user?: Partial<LaunchUser> | null } = {},
  ) => {
    const { json, user, ...rest } = init
    const headers = new Headers(rest.headers)
    if (user !== null)
      headers.set(
        'Authorization',
        `tma ${signInitData({ ...defaultUser, ...user }, TEST_BOT_TOKEN)}`,
      )
    if (json !== undefined) headers.set('Content-Type', 'application/json')
    return app.request(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    })
  }

  return {
    app,
    db,
    database,
    providers,
    secretsKey,
    worker,
    request,
    /** POSTs JSON and returns status and parsed body. */
    async post<T = Record<string, unknown>>(
      path: string,
      json: unknown = {},
      init: RequestInit & { user?: Partial<LaunchUser> } = {},
    ) {
      const res = await request(path, { method: 'POST', json, ...init })
      return { status: res.status, body: (await res.json()) as T }
    },
    /** Creates the user if needed and deposits money through the ledger. */
    async fund(amountCents: number, userId = defaultUser.id, reference?: string) {
      await db.insert(users).values({ tgId: userId, firstName: 'Test' }).onConflictDoNothing()
      if (amountCents > 0)
        await credit(db, 'deposit', { userId, amountCents, description: 'Test deposit', reference })
    },
    /** Runs provisioning jobs until none is due, waiting out short retry delays (bounded). */
    async settle(rounds = 200) {
      for (let i = 0; i < rounds; i += 1) {
        const ran = await worker.drain()
        const [pending] = await db
          .select({ n: count() })
          .from(jobs)
          .where(inArray(jobs.status, ['queued', 'running']))
        if (Number(pending?.n ?? 0) === 0) return
        if (ran === 0) await new Promise((r) => setTimeout(r, 5))
      }
      throw new Error('provisioning did not settle')
    },
    close: () => database.destroy(),
  }
}

/** A sandbox name that is free at the registry (the sandbox marks ~20% of names taken by hash). */
export function freeName(prefix: string, tld = 'com', skip = 0): string {
  let found = 0
  for (let i = 0; ; i += 1) {
    const label = `${prefix}${i}`
    if (!isTakenAtRegistry(label, `${label}.${tld}`) && found++ === skip) return `${label}.${tld}`
  }
}

/** A sandbox name the registry reports as taken. */
export function takenName(prefix: string, tld = 'com'): string {
  for (let i = 0; ; i += 1) {
    const label = `${prefix}${i}`
    if (label.length >= 3 && isTakenAtRegistry(label, `${label}.${tld}`)) return `${label}.${tld}`
  }
}

export type BuyingApp = Awaited<ReturnType<typeof createBuyingApp>>
export { defaultUser }
