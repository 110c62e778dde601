import { cartRemovePayload, type CartRemovePayload } from '@contract/queued-payloads'
import { removeFromCart } from '@contract/cart.endpoints'
import type { CartResponse } from '@contract/cart'
import { centsToUsd, usdToCents } from '@contract/money'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation, type QueuedVariables } from '@/lib/offline/queue-registry'
import { useOptimisticWrite } from '@/lib/offline/use-optimistic-write'
import { cartQueryOptions } from './get-cart'

export type RemoveFromCartVariables = CartRemovePayload & QueuedVariables

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

export const useRemoveFromCart = () =>
  useOptimisticWrite({
    write: cartRemoveWrite,
    queryKey: cartQueryOptions().queryKey,
    family: ['cart'],
    edit: (cart: CartResponse | undefined, { domain }) => withoutItem(cart, domain),
  })
