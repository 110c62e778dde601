import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { aftermarketDomain } from '@contract/aftermarket'
import { addToAftermarketCart } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation, type QueuedVariables } from '@/lib/offline/queue-registry'
import { marketCartQueryOptions } from './get-market-cart'
import { withListing } from './market-cart-edit'

// The whole listing travels with the write so the cart can show it before the server answers.
const marketAddPayload = z.object({ listing: aftermarketDomain })
export type AddToMarketCartVariables = z.infer<typeof marketAddPayload> & QueuedVariables

/** Waits offline and replays with the key made when the user tapped, so it is added once. */
export const marketCartAddWrite = defineQueuedMutation({
  mutationKey: ['aftermarket', 'cart', 'add'],
  payload: marketAddPayload,
  mutationFn: ({ idempotencyKey, listing }) =>
    callEndpoint(addToAftermarketCart, { body: { domain_id: listing.id }, idempotencyKey }),
  invalidates: [marketCartQueryOptions().queryKey],
})

export function useAddToMarketCart() {
  const queryClient = useQueryClient()
  const { queryKey } = marketCartQueryOptions()
  return useMutation({
    mutationKey: marketCartAddWrite.mutationKey,
    mutationFn: marketCartAddWrite.mutationFn,
    onMutate: async (vars: AddToMarketCartVariables) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (cart) => withListing(cart, vars.listing))
      return { previous }
    },
    onSuccess: (res, _vars, context) => {
      if (!res.success && context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    // Only the last write to settle refetches, so an early answer never wipes later taps.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: ['aftermarket', 'cart'] }) === 1
        ? queryClient.invalidateQueries({ queryKey })
        : undefined,
  })
}
