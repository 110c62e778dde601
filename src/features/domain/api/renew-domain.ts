import { useMutation, useQueryClient } from '@tanstack/react-query'
import { renewDomain } from '@contract/renewal.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { sendMoneyCall } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'

export interface RenewVariables {
  domain: string
  years: number
  /** Made once per press; every retry after a lost answer reuses it. */
  idempotencyKey: string
}

/** Renewal moves money: it runs now or fails, never waits in the offline queue. */
export function useRenewDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['domain-renew'],
    mutationFn: ({ domain, years, idempotencyKey }: RenewVariables) =>
      sendMoneyCall(
        (key) =>
          callEndpoint(renewDomain, {
            body: { domain, duration: years },
            idempotencyKey: key,
          }),
        { idempotencyKey },
      ),
    networkMode: 'always',
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile })
      void queryClient.invalidateQueries({ queryKey: queryKeys.userDomains })
    },
  })
}
