import { queryOptions } from '@tanstack/react-query'
import type { searchDomains, suggestDomains } from '@contract/catalog.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'

/** The server caches availability for minutes; a minute keeps a re-typed word instant. */
const WORD_STALE_MS = 60_000

/**
 * The query of a catalog call that takes a typed word (the search, the suggestions): keyed by the
 * word and the language, off while the word is empty.
 */
export function defineWordQuery<E extends typeof searchDomains | typeof suggestDomains>(
  name: 'search' | 'suggestions',
  endpoint: E,
) {
  return defineQuery(['catalog', name], (query: string, lang: string) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- `name` picks the endpoint, one to one
    queryOptions({
      queryKey: ['catalog', name, query, lang] as const,
      queryFn: ({ signal }) =>
        callEndpoint(endpoint, { body: { query, currency: 'USD', lang }, signal }),
      staleTime: WORD_STALE_MS,
      enabled: query !== '',
    }),
  )
}
