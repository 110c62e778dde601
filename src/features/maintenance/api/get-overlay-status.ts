import {
  getBuyMaintenanceStatus,
  getMaintenanceStatus,
  getMarketMaintenanceStatus,
} from '@contract/maintenance.endpoints'
import { callEndpoint } from '@/lib/api-client'
import type { PolledStatus } from '../maintenance-poller'
import type { OverlayScope } from '../overlay-scope'

/**
 * What the overlay of one scope shows. General maintenance covers every page, so the purchase and
 * market pages ask for both switches; the general one wins (its message is about the whole site).
 */
export async function fetchOverlayStatus(
  scope: OverlayScope,
  signal: AbortSignal,
): Promise<PolledStatus> {
  const generalRequest = callEndpoint(getMaintenanceStatus, { signal })
  if (scope === 'general') {
    const general = await generalRequest
    return { active: general.maintenance_mode, message: general.message, pollMs: general.poll_ms }
  }
  const [general, own] = await Promise.all([
    generalRequest,
    scope === 'buy'
      ? callEndpoint(getBuyMaintenanceStatus, { signal }).then((s) => ({
          active: s.buy_maintenance_mode,
          message: s.buy_maintenance_message,
        }))
      : callEndpoint(getMarketMaintenanceStatus, { signal }).then((s) => ({
          active: s.market_maintenance_mode,
          message: s.market_maintenance_message,
        })),
  ])
  const pollMs = general.poll_ms
  if (general.maintenance_mode) return { active: true, message: general.message, pollMs }
  return { ...own, pollMs }
}
