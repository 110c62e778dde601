// Picks the registrar and CDN named by the configuration. The sandbox ones need only the database;
// real adapters take their credentials from the config.
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { createCloudflareCdn } from './cdn/cloudflare'
import { createSandboxCdn } from './cdn/sandbox'
import { createNameComRegistrar } from './registrar/namecom'
import { createSandboxRegistrar } from './registrar/sandbox'
import type { Cdn, Providers, Registrar } from './types'

export interface ProviderDeps {
  config: Pick<
    Config,
    | 'REGISTRAR'
    | 'CDN'
    | 'NAMECOM_USERNAME'
    | 'NAMECOM_TOKEN'
    | 'NAMECOM_API_URL'
    | 'CF_API_TOKEN'
    | 'CF_ACCOUNT_ID'
    | 'CF_API_URL'
    | 'SANDBOX_CDN_ACTIVATION_MS'
    | 'SANDBOX_REGISTRAR_LATENCY_MS'
    | 'SANDBOX_TRANSFER_MS'
    | 'SANDBOX_TRANSFER_LOCK_DAYS'
  >
  db: Db
  logger: Logger
}

export class ProviderConfigError extends Error {}

function createRegistrar({ config, db, logger }: ProviderDeps): Registrar {
  if (config.REGISTRAR === 'namecom') {
    if (!config.NAMECOM_USERNAME || !config.NAMECOM_TOKEN) {
      throw new ProviderConfigError('REGISTRAR=namecom needs NAMECOM_USERNAME and NAMECOM_TOKEN')
    }
    return createNameComRegistrar({
      baseUrl: config.NAMECOM_API_URL,
      username: config.NAMECOM_USERNAME,
      token: config.NAMECOM_TOKEN,
      logger: logger.child({ provider: 'namecom' }),
    })
  }
  return createSandboxRegistrar(db, {
    latencyMs: config.SANDBOX_REGISTRAR_LATENCY_MS,
    transferMs: config.SANDBOX_TRANSFER_MS,
    policyLockDays: config.SANDBOX_TRANSFER_LOCK_DAYS,
  })
}

function createCdn({ config, db }: ProviderDeps): Cdn {
  if (config.CDN === 'cloudflare') {
    if (!config.CF_API_TOKEN || !config.CF_ACCOUNT_ID) {
      throw new ProviderConfigError('CDN=cloudflare needs CF_API_TOKEN and CF_ACCOUNT_ID')
    }
    return createCloudflareCdn({
      apiToken: config.CF_API_TOKEN,
      accountId: config.CF_ACCOUNT_ID,
      baseUrl: config.CF_API_URL,
    })
  }
  return createSandboxCdn(db, { activationMs: config.SANDBOX_CDN_ACTIVATION_MS })
}

export function createProviders(deps: ProviderDeps): Providers {
  return { registrar: createRegistrar(deps), cdn: createCdn(deps) }
}
