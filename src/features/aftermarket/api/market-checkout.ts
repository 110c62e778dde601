import { aftermarketCheckout } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { useMoneyMutation, type Pressed } from '@/lib/offline/use-money-mutation'
import { queryKeys } from '@/lib/query-keys'
import { marketCartQueryOptions } from './get-market-cart'
import { listingsQueryOptions } from './get-listings'

export const marketCheckoutMutationKey = ['aftermarket', 'checkout'] as const

/** POST /api/aftermarket/checkout with the key made when the user pressed the button. */
export const useMarketCheckout = () =>
  useMoneyMutation({
    mutationKey: marketCheckoutMutationKey,
    send: (_: Required<Pressed<object>>, key) =>
      callEndpoint(aftermarketCheckout, { body: {}, idempotencyKey: key }),
    refresh: [
      marketCartQueryOptions().queryKey,
      listingsQueryOptions().queryKey,
      queryKeys.profile,
      // The panel's list (its key, not its code: features do not import each other).
      queryKeys.userDomains,
    ],
  })
