import { addToAftermarketCart } from '@contract/aftermarket.endpoints'
import { marketAddPayload, type MarketAddPayload } from '@contract/queued-payloads'
import { callEndpoint } from '@/lib/api-client'
import { defineQueuedMutation, type QueuedVariables } from '@/lib/offline/queue-registry'
import { useOptimisticWrite } from '@/lib/offline/use-optimistic-write'
import { marketCartQueryOptions } from './get-market-cart'
import { withListing } from './market-cart-edit'

// The whole listing travels with the write so the cart can show it before the server answers.
export type AddToMarketCartVariables = MarketAddPayload & QueuedVariables

/** Waits offline and replays with the key made when the user tapped, so it is added once. */
export const marketCartAddWrite = defineQueuedMutation({
  mutationKey: ['aftermarket', 'cart', 'add'],
  payload: marketAddPayload,
  mutationFn: ({ idempotencyKey, listing }) =>
    callEndpoint(addToAftermarketCart, { body: { domain_id: listing.id }, idempotencyKey }),
  invalidates: [marketCartQueryOptions().queryKey],
})

export const useAddToMarketCart = () =>
  useOptimisticWrite({
    write: marketCartAddWrite,
    queryKey: marketCartQueryOptions().queryKey,
    family: ['aftermarket', 'cart'],
    edit: (cart, variables) => withListing(cart, variables.listing),
    refused: (answer) => !answer.success,
  })
