import { marketRemovePayload, type MarketRemovePayload } from '@contract/queued-payloads'
import { removeFromAftermarketCart } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation, type QueuedVariables } from '@/lib/offline/queue-registry'
import { useOptimisticWrite } from '@/lib/offline/use-optimistic-write'
import { marketCartQueryOptions } from './get-market-cart'
import { withoutListing } from './market-cart-edit'

export type RemoveFromMarketCartVariables = MarketRemovePayload & QueuedVariables

/** Waits offline and replays in order after any add queued before it. */
export const marketCartRemoveWrite = defineQueuedMutation({
  mutationKey: ['aftermarket', 'cart', 'remove'],
  payload: marketRemovePayload,
  mutationFn: ({ idempotencyKey, domain_id }) =>
    callEndpoint(removeFromAftermarketCart, { body: { domain_id }, idempotencyKey }),
  invalidates: [marketCartQueryOptions().queryKey],
})

export const useRemoveFromMarketCart = () =>
  useOptimisticWrite({
    write: marketCartRemoveWrite,
    queryKey: marketCartQueryOptions().queryKey,
    family: ['aftermarket', 'cart'],
    edit: (cart, { domain_id }) => withoutListing(cart, domain_id),
  })
