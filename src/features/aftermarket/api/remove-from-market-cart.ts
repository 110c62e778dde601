import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { removeFromAftermarketCart } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation, type QueuedVariables } from '@/lib/offline/queue-registry'
import { marketCartQueryOptions } from './get-market-cart'
import { withoutListing } from './market-cart-edit'

const marketRemovePayload = z.object({ domain_id: z.number().int().positive() })
export type RemoveFromMarketCartVariables = z.infer<typeof marketRemovePayload> & QueuedVariables

/** Waits offline and replays in order after any add queued before it. */
export const marketCartRemoveWrite = defineQueuedMutation({
  mutationKey: ['aftermarket', 'cart', 'remove'],
  payload: marketRemovePayload,
  mutationFn: ({ idempotencyKey, domain_id }) =>
    callEndpoint(removeFromAftermarketCart, { body: { domain_id }, idempotencyKey }),
  invalidates: [marketCartQueryOptions().queryKey],
})

export function useRemoveFromMarketCart() {
  const queryClient = useQueryClient()
  const { queryKey } = marketCartQueryOptions()
  return useMutation({
    mutationKey: marketCartRemoveWrite.mutationKey,
    mutationFn: marketCartRemoveWrite.mutationFn,
    onMutate: async ({ domain_id }: RemoveFromMarketCartVariables) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (cart) => withoutListing(cart, domain_id))
      return { previous }
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: ['aftermarket', 'cart'] }) === 1
        ? queryClient.invalidateQueries({ queryKey })
        : undefined,
  })
}
