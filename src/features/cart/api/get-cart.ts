import { queryOptions, useQuery } from '@tanstack/react-query'
import { getCart } from '@contract/cart.endpoints'
import { callEndpoint } from '@/lib/api-client'

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart'] as const,
    queryFn: ({ signal }) => callEndpoint(getCart, { signal }),
  })

export const useCart = () => useQuery(cartQueryOptions())
