import { queryOptions, useQuery } from '@tanstack/react-query'
import { aftermarketCartResponse } from '@contract/aftermarket'
import { getAftermarketCart } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

registerPersistedQuery(['aftermarket', 'cart'], aftermarketCartResponse)

export const marketCartQueryOptions = defineQuery(['aftermarket', 'cart'], () =>
  queryOptions({
    queryKey: ['aftermarket', 'cart'] as const,
    queryFn: ({ signal }) => callEndpoint(getAftermarketCart, { signal }),
  }),
)

export const useMarketCart = () => useQuery(marketCartQueryOptions())
