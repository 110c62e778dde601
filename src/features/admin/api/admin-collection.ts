import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Endpoint } from '@contract/endpoint'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { useAdminWrite } from './admin-write'

/**
 * An admin list read whole under one key (promo codes, After Market listings): its query, and the
 * writes that change it, each of which reloads the list once accepted.
 */

export function defineAdminCollection<E extends Endpoint>(
  key: readonly ['admin', string],
  list: E,
) {
  registerPersistedQuery(key, list.response)
  const options = defineQuery(key, () =>
    // The endpoint is fixed per definition, and the key already names it.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: key,
      queryFn: ({ signal }) => callEndpoint(list, { signal }),
    }),
  )
  return {
    useList: () => useQuery(options()),
    useWrite: <TVariables, TData>(write: (variables: TVariables) => Promise<TData>) =>
      useAdminWrite(write, key),
  }
}
