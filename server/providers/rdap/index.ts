// Picks the watchlist's RDAP source named by the configuration.
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Logger } from '../../logger'
import { readShippedBootstrap } from './bootstrap'
import { createRdapClient, type Rdap } from './rdap'
import { createSandboxRdap } from './sandbox'

export function createRdap(deps: {
  config: Pick<Config, 'RDAP' | 'RDAP_BOOTSTRAP'>
  db: Db
  logger: Logger
}): Rdap {
  if (deps.config.RDAP === 'sandbox') return createSandboxRdap(deps.db)
  return createRdapClient({
    bootstrap: readShippedBootstrap(deps.config.RDAP_BOOTSTRAP),
    logger: deps.logger.child({ provider: 'rdap' }),
  })
}
