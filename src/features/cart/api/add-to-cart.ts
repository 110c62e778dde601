import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addToCart } from '@contract/cart.endpoints'
import type { CartResponse } from '@contract/cart'
import { centsToUsd, usdToCents } from '@contract/money'
import { callEndpoint } from '@/lib/api-client'
import { cartQueryOptions } from './get-cart'

export interface AddToCartVariables {
  domain: string
  price: number
  renewal_price: number
  /** Made when the user tapped, so a replay (retry, offline queue) adds the name once. */
  idempotencyKey: string
}

export const addToCartMutationKey = ['cart', 'add'] as const

export const addToCartRequest = ({ idempotencyKey, ...body }: AddToCartVariables) =>
  callEndpoint(addToCart, { body, idempotencyKey })

/** The cart as it will look once the server agrees; the server's answer replaces it. */
export function withItem(
  cart: CartResponse | undefined,
  item: Omit<AddToCartVariables, 'idempotencyKey'>,
) {
  const items = cart?.items ?? []
  if (items.some((i) => i.domain === item.domain)) return cart
  const next = [
    ...items,
    { domain: item.domain, price: item.price, renewal_price: item.renewal_price },
  ]
  const total = centsToUsd(next.reduce((sum, i) => sum + usdToCents(i.price), 0))
  return { items: next, total }
}

export function useAddToCart() {
  const queryClient = useQueryClient()
  const { queryKey } = cartQueryOptions()
  return useMutation({
    mutationKey: addToCartMutationKey,
    mutationFn: addToCartRequest,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (cart) => withItem(cart, vars))
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
