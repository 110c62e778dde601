import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { removeFromCart } from '@contract/cart.endpoints'
import type { CartResponse } from '@contract/cart'
import { centsToUsd, usdToCents } from '@contract/money'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation, type QueuedVariables } from '@/lib/offline/queue-registry'
import { cartQueryOptions } from './get-cart'

const cartRemovePayload = z.object({ domain: z.string().min(1) })
export type RemoveFromCartVariables = z.infer<typeof cartRemovePayload> & QueuedVariables

/** Waits offline and replays in order after any add queued before it. */
export const cartRemoveWrite = defineQueuedMutation({
  mutationKey: ['cart', 'remove'],
  payload: cartRemovePayload,
  mutationFn: ({ idempotencyKey, domain }) =>
    callEndpoint(removeFromCart, { body: { domain }, idempotencyKey }),
  invalidates: [cartQueryOptions().queryKey],
})

export function withoutItem(cart: CartResponse | undefined, domain: string) {
  if (!cart) return cart
  const items = cart.items.filter((i) => i.domain !== domain)
  return { items, total: centsToUsd(items.reduce((sum, i) => sum + usdToCents(i.price), 0)) }
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  const { queryKey } = cartQueryOptions()
  return useMutation({
    mutationKey: cartRemoveWrite.mutationKey,
    mutationFn: cartRemoveWrite.mutationFn,
    onMutate: async ({ domain }: RemoveFromCartVariables) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (cart) => withoutItem(cart, domain))
      return { previous }
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: ['cart'] }) === 1
        ? queryClient.invalidateQueries({ queryKey })
        : undefined,
  })
}
