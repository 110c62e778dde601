import { queryOptions, useQuery } from '@tanstack/react-query'
import { cartResponse } from '@contract/cart'
import { getCart } from '@contract/cart.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

registerPersistedQuery(['cart'], cartResponse)

export const cartQueryOptions = defineQuery(['cart'], () =>
  queryOptions({
    queryKey: ['cart'] as const,
    queryFn: ({ signal }) => callEndpoint(getCart, { signal }),
  }),
)

export const useCart = () => useQuery(cartQueryOptions())
