import { useMutation, useQueryClient } from '@tanstack/react-query'
import { aftermarketCheckout } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { sendMoneyCall } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'
import { marketCartQueryOptions } from './get-market-cart'
import { listingsQueryOptions } from './get-listings'

export const marketCheckoutMutationKey = ['aftermarket', 'checkout'] as const

/**
 * POST /api/aftermarket/checkout with the key made when the user pressed the button. With no
 * answer the call is sent again with that key, so a flaky network never charges twice.
 */
export function useMarketCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: marketCheckoutMutationKey,
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      sendMoneyCall((key) => callEndpoint(aftermarketCheckout, { body: {}, idempotencyKey: key }), {
        idempotencyKey,
      }),
    // Money moves now or not at all: never parked in the offline queue.
    networkMode: 'always',
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: marketCartQueryOptions().queryKey })
      void queryClient.invalidateQueries({ queryKey: listingsQueryOptions().queryKey })
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile })
      // The panel's list (its key, not its code: features do not import each other).
      void queryClient.invalidateQueries({ queryKey: queryKeys.userDomains })
    },
  })
}
