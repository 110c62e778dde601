// The registrar and CDN of a test app (sandbox ones with injectable faults, or wrapped fakes), and
// one job worker running provisioning and renewal jobs that the tests drain on demand.
import { count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import type { SecretsKey } from '../../server/core/admin/secrets'
import { jobs } from '../../server/db/schema'
import { provisioningJobs } from '../../server/core/domains/provisioning'
import { renewalJobs } from '../../server/core/renewal/renewal-job'
import { createWorker, type JobHandler } from '../../server/jobs/worker'
import { createLogger } from '../../server/logger'
import { createSandboxCdn } from '../../server/providers/cdn/sandbox'
import type { FaultRule } from '../../server/providers/registrar/faults'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import type { Cdn, Providers, Registrar } from '../../server/providers/types'

export interface SandboxOptions {
  faults?: FaultRule[]
  /** Wraps the sandbox registrar (to count calls, for instance). */
  wrapRegistrar?: (r: Registrar) => Registrar
  wrapCdn?: (c: Cdn) => Cdn
  cdnActivationMs?: number
  /** How long a sandbox transfer in stays pending (default 5 s). */
  transferMs?: number
}

export function sandboxProviders(db: Db, opts: SandboxOptions) {
  const registrar = createSandboxRegistrar(db, {
    faults: opts.faults,
    transferMs: opts.transferMs,
  })
  const cdn = createSandboxCdn(db, { activationMs: opts.cdnActivationMs ?? 0 })
  const providers: Providers = {
    registrar: opts.wrapRegistrar ? opts.wrapRegistrar(registrar) : registrar,
    cdn: opts.wrapCdn ? opts.wrapCdn(cdn) : cdn,
  }
  return { registrar, providers }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface JobDeps {
  db: Db
  providers: Providers
  secretsKey: SecretsKey
}

/** More job kinds for the one worker (registrar jobs, say), built over the app's dependencies. */
export type ExtraJobs = (deps: JobDeps) => {
  handlers: Record<string, JobHandler>
  onFailed?: (job: { kind: string; payload: unknown }, error: string) => Promise<void>
}

export function createTestJobs(deps: JobDeps & { extraJobs?: ExtraJobs }) {
  const { db, providers } = deps
  const provisioning = provisioningJobs({
    db,
    providers,
    secretsKey: deps.secretsKey,
    zoneCheckMs: 1,
  })
  const extra = deps.extraJobs?.(deps)
  const worker = createWorker({
    db,
    logger: createLogger('silent'),
    handlers: {
      ...provisioning.handlers,
      ...renewalJobs({ db, registrar: providers.registrar }).handlers,
      ...extra?.handlers,
    },
    onFailed: async (job, error) => {
      await provisioning.onFailed(job, error)
      await extra?.onFailed?.(job, error)
    },
    backoffBaseMs: 1,
    backoffMaxMs: 5,
    maxAttempts: 3,
  })
  const pending = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running']))
    return Number(row?.n ?? 0)
  }
  /**
   * Runs jobs until none is due or queued, waiting out short retry delays (bounded). With
   * `dueNow`, jobs scheduled for later (a renewal's fallback waits out the attempt made in the
   * request) are made due at once.
   */
  const drainAll = async (rounds: number, dueNow: boolean, what: string) => {
    for (let i = 0; i < rounds; i += 1) {
      if (dueNow)
        await db
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(eq(jobs.status, 'queued'))
      const ran = await worker.drain()
      if ((await pending()) === 0) return
      if (ran === 0) await pause(5)
    }
    throw new Error(`${what} did not settle`)
  }
  return {
    worker,
    /** Runs provisioning jobs until none is due, waiting out short retry delays (bounded). */
    settle: (rounds = 200) => drainAll(rounds, false, 'provisioning'),
    /** Runs every job (provisioning and renewals) until none is left, later ones made due. */
    settleAll: (rounds = 400) => drainAll(rounds, true, 'jobs'),
  }
}
