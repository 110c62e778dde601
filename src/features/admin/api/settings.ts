import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getAdminSettings, updateAdminSettings } from '@contract/operator-settings.endpoints'
import type { AdminSettingsUpdate } from '@contract/operator-settings'
import { callEndpoint } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

registerPersistedQuery(adminKeys.settings, getAdminSettings.response)

export const adminSettingsQueryOptions = defineQuery(adminKeys.settings, () =>
  queryOptions({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => callEndpoint(getAdminSettings, { signal }),
  }),
)

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions())

export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminSettingsUpdate) => callEndpoint(updateAdminSettings, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved)
      // The public settings (banner, links) the other screens show have changed too.
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings })
    },
  })
}
