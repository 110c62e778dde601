import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  setBuyMaintenance,
  setMaintenance,
  setMarketMaintenance,
} from '@contract/maintenance.endpoints'
import type { MaintenanceScope } from '@contract/maintenance'
import { callEndpoint } from '@/lib/api-client'
import {
  maintenanceSwitchesQueryOptions,
  type MaintenanceSwitches,
} from './get-maintenance-switches'

const endpoints = { general: setMaintenance, buy: setBuyMaintenance, market: setMarketMaintenance }

export interface SetSwitchInput {
  scope: MaintenanceScope
  maintenance_mode: boolean
  message: string
}

export function setMaintenanceSwitch({ scope, ...body }: SetSwitchInput) {
  return callEndpoint(endpoints[scope], { body })
}

export function useSetMaintenanceSwitch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setMaintenanceSwitch,
    onSuccess: (saved) => {
      queryClient.setQueryData(
        maintenanceSwitchesQueryOptions().queryKey,
        (old: MaintenanceSwitches | undefined) =>
          old
            ? {
                ...old,
                [saved.scope]: { maintenance_mode: saved.maintenance_mode, message: saved.message },
              }
            : old,
      )
    },
  })
}
