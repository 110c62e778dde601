import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { searchDomains } from '@contract/catalog.endpoints'
import { searchResponse, type SearchResponse } from '@contract/catalog'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

/** The server caches availability for minutes; a minute keeps a re-typed word instant. */
const SEARCH_STALE_MS = 60_000

registerPersistedQuery(['catalog', 'search'], searchResponse)

export const searchQueryOptions = defineQuery(
  ['catalog', 'search'],
  (query: string, lang: string) =>
    queryOptions({
      queryKey: ['catalog', 'search', query, lang] as const,
      queryFn: ({ signal }) =>
        callEndpoint(searchDomains, { body: { query, currency: 'USD', lang }, signal }),
      staleTime: SEARCH_STALE_MS,
      enabled: query !== '',
    }),
)

export interface RestoredSearch {
  term: string
  results: SearchResponse | null
  savedAt: number
}

/**
 * Searches `query`; results restored from local storage for the same term show at once and
 * refresh when stale, and the previous term's results stay on screen while the next one loads.
 */
export function useSearchDomains(query: string, lang: string, restored?: RestoredSearch) {
  const fromStorage = restored && restored.term === query ? restored : undefined
  return useQuery({
    ...searchQueryOptions(query, lang),
    initialData: fromStorage?.results ?? undefined,
    initialDataUpdatedAt: fromStorage?.savedAt,
    placeholderData: keepPreviousData,
  })
}
