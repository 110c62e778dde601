import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { searchDomains } from '@contract/catalog.endpoints'
import { searchResponse, type SearchResponse } from '@contract/catalog'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineWordQuery } from './word-query'

registerPersistedQuery(['catalog', 'search'], searchResponse)

export const searchQueryOptions = defineWordQuery('search', searchDomains)

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
