import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkoutCart } from '@contract/cart.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { sendMoneyCall, type MoneyCallOptions } from '@/lib/offline/money-call'
import { queryKeys } from '@/lib/query-keys'
import { cartQueryOptions } from './get-cart'

export interface CheckoutVariables {
  /** Made once when the user pressed the button; every retry reuses it. */
  idempotencyKey: string
}

export const checkoutMutationKey = ['cart', 'checkout'] as const

/**
 * POST /api/cart/checkout. When no answer arrives the charge may or may not have happened, so
 * the same Idempotency-Key is sent again (with backoff): the server either runs it once or
 * replays its answer. Any answer from the server is final.
 */
export const checkoutRequest = (
  { idempotencyKey }: CheckoutVariables,
  options: Omit<MoneyCallOptions, 'idempotencyKey'> = {},
) =>
  sendMoneyCall((key) => callEndpoint(checkoutCart, { body: {}, idempotencyKey: key }), {
    ...options,
    idempotencyKey,
  })

export function useCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: checkoutMutationKey,
    mutationFn: (vars: CheckoutVariables) => checkoutRequest(vars),
    // Checkout moves money: it runs now or fails, never waits in the offline queue.
    networkMode: 'always',
    // Not awaited: the answer should reach the screen without waiting for three refetches.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey })
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile })
      // The panel's list (its key, not its code: features do not import each other).
      void queryClient.invalidateQueries({ queryKey: queryKeys.userDomains })
    },
  })
}
