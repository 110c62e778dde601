import { queryOptions, useQuery } from '@tanstack/react-query'
import { suggestDomains } from '@contract/catalog.endpoints'
import { suggestionsResponse, type SearchResult, type Suggestion } from '@contract/catalog'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

/** As long as a search's answer: the server keeps availability for minutes. */
const SUGGESTIONS_STALE_MS = 60_000

// Kept offline like search results, so a word searched before shows its alternatives without a network.
registerPersistedQuery(['catalog', 'suggestions'], suggestionsResponse)

export const suggestionsQueryOptions = defineQuery(
  ['catalog', 'suggestions'],
  (query: string, lang: string) =>
    queryOptions({
      queryKey: ['catalog', 'suggestions', query, lang] as const,
      queryFn: ({ signal }) =>
        callEndpoint(suggestDomains, { body: { query, currency: 'USD', lang }, signal }),
      staleTime: SUGGESTIONS_STALE_MS,
      enabled: query !== '',
    }),
)

/** Asked for together with the search, so the alternatives arrive about when its rows do. */
export function useSuggestions(query: string, lang: string) {
  return useQuery(suggestionsQueryOptions(query, lang))
}

/** A suggestion as a search row: the same row, price and add-to-cart action serve both. */
export function asSearchResult(s: Suggestion): SearchResult {
  return {
    domain: s.domain,
    price: s.price,
    renewal_price: s.renewal_price,
    price_with_markup: s.price,
    renewal_with_markup: s.renewal_price,
    available: true,
    premium: s.premium,
    exact: false,
  }
}
