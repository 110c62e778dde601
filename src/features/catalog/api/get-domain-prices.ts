import { queryOptions, useQuery } from '@tanstack/react-query'
import { domainPricesResponse } from '@contract/catalog'
import { getDomainPrices } from '@contract/catalog.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

/** TLD prices change when the operator edits markups or the nightly price refresh runs. */
const PRICES_STALE_MS = 10 * 60_000

registerPersistedQuery(['catalog', 'domain-prices'], domainPricesResponse)

export const domainPricesQueryOptions = defineQuery(['catalog', 'domain-prices'], (lang: string) =>
  queryOptions({
    queryKey: ['catalog', 'domain-prices', lang] as const,
    queryFn: ({ signal }) =>
      callEndpoint(getDomainPrices, { body: { currency: 'USD', lang }, signal }),
    staleTime: PRICES_STALE_MS,
  }),
)

export const useDomainPrices = (lang: string) => useQuery(domainPricesQueryOptions(lang))
