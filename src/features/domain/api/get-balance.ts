// The renewal screen shows the balance of the top bar: the same profile cache entry and endpoint.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getProfile } from '@contract/user.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => callEndpoint(getProfile, { signal }),
    refetchOnWindowFocus: false,
  })

export function useBalance() {
  const query = useQuery(profileQueryOptions())
  return { balance: query.data?.user.balance, isPending: query.isPending, isError: query.isError }
}
