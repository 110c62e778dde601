import { useMutation, useQueryClient } from '@tanstack/react-query'
import { checkoutCart } from '@contract/cart.endpoints'
import { NetworkError, callEndpoint } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { cartQueryOptions } from './get-cart'

export interface CheckoutVariables {
  /** Made once when the user pressed the button; every retry reuses it. */
  idempotencyKey: string
}

export const checkoutMutationKey = ['cart', 'checkout'] as const

/** Waits before each retry after a network failure: 0.5 s, 1 s, 2 s, 4 s. */
export const CHECKOUT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000] as const

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * POST /api/cart/checkout. When no answer arrives the charge may or may not have happened, so
 * the same Idempotency-Key is sent again: the server either runs it once or replays its answer.
 * Only a NetworkError is retried; any answer from the server is final.
 */
export async function checkoutRequest(
  { idempotencyKey }: CheckoutVariables,
  delays: readonly number[] = CHECKOUT_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<unknown> = sleep,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callEndpoint(checkoutCart, { body: {}, idempotencyKey })
    } catch (err) {
      const delay = delays[attempt]
      if (!(err instanceof NetworkError) || delay === undefined) throw err
      await wait(delay)
    }
  }
}

export function useCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: checkoutMutationKey,
    mutationFn: (vars: CheckoutVariables) => checkoutRequest(vars),
    // Checkout moves money: never paused and replayed later by the offline queue.
    networkMode: 'always',
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        // The panel's list (its key, not its code: features do not import each other).
        queryClient.invalidateQueries({ queryKey: ['user', 'domains'] }),
      ]),
  })
}
