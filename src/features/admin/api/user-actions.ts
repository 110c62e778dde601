import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adjustAdminUserBalance, banAdminUser, unbanAdminUser } from '@contract/admin.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'

/** After any change to a user, their page, the user list and the ban list are out of date. */
function useRefreshUser(tgId: string) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.user(tgId) }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      queryClient.invalidateQueries({ queryKey: adminKeys.bans }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'transactions'] }),
    ])
}

export function useBanUser(tgId: string) {
  const refresh = useRefreshUser(tgId)
  return useMutation({
    mutationFn: (reason: string) =>
      callEndpoint(banAdminUser, { params: { tg_id: tgId }, body: { reason } }),
    onSuccess: refresh,
  })
}

export function useUnbanUser(tgId: string) {
  const refresh = useRefreshUser(tgId)
  return useMutation({
    mutationFn: () => callEndpoint(unbanAdminUser, { params: { tg_id: tgId } }),
    onSuccess: refresh,
  })
}

export interface BalanceInput {
  /** USD, negative to debit. */
  amount: number
  reason: string
  /** Made when the admin confirmed, so a retry after a dropped answer cannot apply it twice. */
  idempotencyKey: string
}

export function useAdjustBalance(tgId: string) {
  const refresh = useRefreshUser(tgId)
  return useMutation({
    mutationFn: ({ amount, reason, idempotencyKey }: BalanceInput) =>
      callEndpoint(adjustAdminUserBalance, {
        params: { tg_id: tgId },
        body: { amount, reason },
        idempotencyKey,
      }),
    onSuccess: refresh,
  })
}
