import { useQuery } from '@tanstack/react-query'
import { suggestDomains } from '@contract/catalog.endpoints'
import { suggestionsResponse, type SearchResult, type Suggestion } from '@contract/catalog'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineWordQuery } from './word-query'

// Kept offline like search results, so a word searched before shows its alternatives without a network.
registerPersistedQuery(['catalog', 'suggestions'], suggestionsResponse)

export const suggestionsQueryOptions = defineWordQuery('suggestions', suggestDomains)

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
