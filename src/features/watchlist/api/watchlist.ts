import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { watchListResponse } from '@contract/watchlist'
import { addToWatchlist, listWatchlist, removeFromWatchlist } from '@contract/watchlist.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

registerPersistedQuery(['watchlist'], watchListResponse)

export const watchlistQueryOptions = defineQuery(['watchlist'], () =>
  queryOptions({
    queryKey: ['watchlist'] as const,
    queryFn: ({ signal }) => callEndpoint(listWatchlist, { signal }),
  }),
)

/** The list; while a name waits for its first check it is asked again every few seconds. */
export const useWatchlist = () =>
  useQuery({
    ...watchlistQueryOptions(),
    refetchInterval: (q) =>
      q.state.data?.items.some((i) => i.state === 'unknown' && !i.error) ? 3000 : false,
  })

export function useWatchWrite() {
  const client = useQueryClient()
  const settled = () => client.invalidateQueries({ queryKey: watchlistQueryOptions().queryKey })
  const add = useMutation({
    mutationFn: (domain: string) => callEndpoint(addToWatchlist, { body: { domain } }),
    onSettled: settled,
  })
  const remove = useMutation({
    mutationFn: (domain: string) => callEndpoint(removeFromWatchlist, { params: { domain } }),
    onSettled: settled,
  })
  return { add, remove }
}
