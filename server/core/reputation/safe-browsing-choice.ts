// Picks Google Safe Browsing when SAFE_BROWSING_API_KEY is set, else the sandbox that answers from
// the name.
import type { Config } from '../../config'
import type { Logger } from '../../logger'
import { createSafeBrowsingClient, type SafeBrowsing } from '../../providers/scanner/safe-browsing'
import { sandboxSafeBrowsing } from './reputation'

export function createSafeBrowsing(deps: {
  config: Pick<Config, 'SAFE_BROWSING_API_KEY' | 'SAFE_BROWSING_API_URL'>
  logger: Logger
}): SafeBrowsing {
  const key = deps.config.SAFE_BROWSING_API_KEY
  if (!key) return sandboxSafeBrowsing
  return createSafeBrowsingClient({
    baseUrl: deps.config.SAFE_BROWSING_API_URL,
    apiKey: key,
    logger: deps.logger.child({ provider: 'safe-browsing' }),
  })
}
