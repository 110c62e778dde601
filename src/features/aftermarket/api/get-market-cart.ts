import { queryOptions, useQuery } from '@tanstack/react-query'
import { aftermarketCartResponse } from '@contract/aftermarket'
import { getAftermarketCart } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

registerPersistedQuery(['aftermarket', 'cart'], aftermarketCartResponse)

export const marketCartQueryOptions = () =>
  queryOptions({
    queryKey: ['aftermarket', 'cart'] as const,
    queryFn: ({ signal }) => callEndpoint(getAftermarketCart, { signal }),
  })

export const useMarketCart = () => useQuery(marketCartQueryOptions())
