// The job kinds of the registrar features (transfers in; DNSSEC changes), merged for the one worker.
// A DNSSEC change that fails for good keeps its state (enabling/disabling) for the owner to retry.
import type { Db } from '../db/client'
import type { Providers } from '../providers/types'
import type { SecretsKey } from './secrets'
import { DNSSEC_JOB, dnssecHandler } from './dnssec'
import { transferJobs } from './transfer-in-job'

export interface RegistrarJobsDeps {
  db: Db
  providers: Providers
  secretsKey: SecretsKey
  /** First delay between status checks of a transfer. */
  pollMs?: number
}

export function registrarJobs(deps: RegistrarJobsDeps) {
  const transfers = transferJobs({ ...deps, registrar: deps.providers.registrar })
  return {
    handlers: {
      ...transfers.handlers,
      [DNSSEC_JOB]: dnssecHandler({ db: deps.db, providers: deps.providers, pollMs: deps.pollMs }),
    },
    onFailed: async (job: { kind: string; payload: unknown }, error: string) => {
      await transfers.onFailed(job, error)
    },
  }
}
