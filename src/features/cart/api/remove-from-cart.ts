import { useMutation, useQueryClient } from '@tanstack/react-query'
import { removeFromCart } from '@contract/cart.endpoints'
import type { CartResponse } from '@contract/cart'
import { centsToUsd, usdToCents } from '@contract/money'
import { callEndpoint } from '@/lib/api-client'
import { cartQueryOptions } from './get-cart'

export interface RemoveFromCartVariables {
  domain: string
  idempotencyKey: string
}

export const removeFromCartMutationKey = ['cart', 'remove'] as const

export const removeFromCartRequest = ({ idempotencyKey, domain }: RemoveFromCartVariables) =>
  callEndpoint(removeFromCart, { body: { domain }, idempotencyKey })

export function withoutItem(cart: CartResponse | undefined, domain: string) {
  if (!cart) return cart
  const items = cart.items.filter((i) => i.domain !== domain)
  return { items, total: centsToUsd(items.reduce((sum, i) => sum + usdToCents(i.price), 0)) }
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  const { queryKey } = cartQueryOptions()
  return useMutation({
    mutationKey: removeFromCartMutationKey,
    mutationFn: removeFromCartRequest,
    onMutate: async ({ domain }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (cart) => withoutItem(cart, domain))
      return { previous }
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    // With several taps in flight, only the last one to settle refetches, so an early answer
    // never wipes the optimistic rows of later taps.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: ['cart'] }) === 1
        ? queryClient.invalidateQueries({ queryKey })
        : undefined,
  })
}
