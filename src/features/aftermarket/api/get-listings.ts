import { queryOptions, useQuery } from '@tanstack/react-query'
import { aftermarketDomainsResponse } from '@contract/aftermarket'
import { listAftermarketDomains } from '@contract/aftermarket.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

registerPersistedQuery(['aftermarket', 'domains'], aftermarketDomainsResponse)

export const listingsQueryOptions = defineQuery(['aftermarket', 'domains'], () =>
  queryOptions({
    queryKey: ['aftermarket', 'domains'] as const,
    queryFn: ({ signal }) => callEndpoint(listAftermarketDomains, { signal }),
  }),
)

export const useListings = () => useQuery(listingsQueryOptions())
