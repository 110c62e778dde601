import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deleteAdminSession } from '@contract/admin.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminDataFilter, adminKeys } from './admin-keys'

export function useAdminSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(deleteAdminSession),
    onSettled: async () => {
      // Admin data must not outlive the session on a shared device.
      queryClient.removeQueries(adminDataFilter)
      await queryClient.resetQueries({ queryKey: adminKeys.me })
    },
  })
}
