import { addToCart } from '@contract/cart.endpoints'
import { cartAddPayload, type CartAddPayload } from '@contract/queued-payloads'
import type { CartResponse } from '@contract/cart'
import { centsToUsd, usdToCents } from '@contract/money'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation, type QueuedVariables } from '@/lib/offline/queue-registry'
import { useOptimisticWrite } from '@/lib/offline/use-optimistic-write'
import { cartQueryOptions } from './get-cart'

export type AddToCartVariables = CartAddPayload & QueuedVariables

/** Waits offline and replays with the key made when the user tapped, so the name is added once. */
export const cartAddWrite = defineQueuedMutation({
  mutationKey: ['cart', 'add'],
  payload: cartAddPayload,
  mutationFn: ({ idempotencyKey, ...body }) => callEndpoint(addToCart, { body, idempotencyKey }),
  invalidates: [cartQueryOptions().queryKey],
})

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

export const useAddToCart = () =>
  useOptimisticWrite({
    write: cartAddWrite,
    queryKey: cartQueryOptions().queryKey,
    family: ['cart'],
    edit: withItem,
  })
