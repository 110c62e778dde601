import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createAdminSession } from '@contract/admin.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'

/** Exchanges the token for the HttpOnly session cookie; the token itself is kept nowhere. */
export function useAdminSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => callEndpoint(createAdminSession, { body: { token } }),
    onSuccess: async (me) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.all })
      queryClient.removeQueries({ queryKey: adminKeys.all })
      queryClient.setQueryData(adminKeys.me, me)
    },
  })
}
