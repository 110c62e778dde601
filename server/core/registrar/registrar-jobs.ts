// The job kinds of the registrar features (transfers in; DNSSEC changes), merged for the one worker.
// A DNSSEC change that fails for good ends in its failed state with the reason, for the owner to retry.
import type { Db } from '../../db/client'
import type { Providers } from '../../providers/types'
import type { SecretsKey } from '../admin/secrets'
import { DNSSEC_JOB, dnssecFailed, dnssecHandler } from './dnssec'
import { transferJobs } from '../transfer/transfer-in-job'

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
      if (job.kind === DNSSEC_JOB) await dnssecFailed(deps.db, job.payload, error)
    },
  }
}
