import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import type { Endpoint } from '@contract/endpoint'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

/** Rows per page of every admin list. */

export const PAGE_SIZE = 50

/** A list's filters as they go into the query string; `cursor` is a next_cursor / prev_cursor. */
export type KeysetFilters = Record<string, string | undefined> & { cursor?: string }

/**
 * Declares the query of one keyset-paged admin list (users, domains, transactions): the filters are
 * the key and the query string, a page has PAGE_SIZE rows, and the page on screen stays while the
 * next one loads. One definition, so the three lists page the same way.
 */
export function defineKeysetList<F extends KeysetFilters, E extends Endpoint>(
  root: readonly ['admin', string],
  key: (filters: F) => QueryKey,
  list: E,
) {
  registerPersistedQuery(root, list.response)
  return defineQuery(root, (filters: F) =>
    // The endpoint is fixed per definition, and the key's root already names it.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: key(filters),
      queryFn: ({ signal }) =>
        callEndpoint(list, { signal, query: { ...filters, page_size: PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  )
}
