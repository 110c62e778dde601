import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  getBuyMaintenanceStatus,
  getMaintenanceStatus,
  getMarketMaintenanceStatus,
} from '@contract/maintenance.endpoints'
import type { MaintenanceScope } from '@contract/maintenance'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'

export interface MaintenanceSwitch {
  maintenance_mode: boolean
  message: string
}

export type MaintenanceSwitches = Record<MaintenanceScope, MaintenanceSwitch>

export async function fetchMaintenanceSwitches(signal?: AbortSignal): Promise<MaintenanceSwitches> {
  const [general, buy, market] = await Promise.all([
    callEndpoint(getMaintenanceStatus, { signal }),
    callEndpoint(getBuyMaintenanceStatus, { signal }),
    callEndpoint(getMarketMaintenanceStatus, { signal }),
  ])
  return {
    general: { maintenance_mode: general.maintenance_mode, message: general.message },
    buy: { maintenance_mode: buy.buy_maintenance_mode, message: buy.buy_maintenance_message },
    market: {
      maintenance_mode: market.market_maintenance_mode,
      message: market.market_maintenance_message,
    },
  }
}

/** The admin page reads the switches once (spec section 7); its own writes keep them current. */
export const maintenanceSwitchesQueryOptions = defineQuery(['maintenance', 'switches'], () =>
  queryOptions({
    queryKey: ['maintenance', 'switches'] as const,
    queryFn: ({ signal }) => fetchMaintenanceSwitches(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  }),
)

export const useMaintenanceSwitches = () => useQuery(maintenanceSwitchesQueryOptions())
