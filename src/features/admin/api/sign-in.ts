import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createAdminSession } from '@contract/admin.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminDataFilter, adminKeys } from './admin-keys'

/** Exchanges the token for the HttpOnly session cookie; the token itself is kept nowhere. */
export function useAdminSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => callEndpoint(createAdminSession, { body: { token } }),
    onSuccess: async (me) => {
      // Answers fetched before sign-in (401s) belong to nobody; start the console afresh.
      await queryClient.cancelQueries(adminDataFilter)
      queryClient.removeQueries(adminDataFilter)
      queryClient.setQueryData(adminKeys.me, me)
    },
  })
}
