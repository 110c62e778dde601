// The cart needs the balance the top bar shows. It reads the very same cache entry (the shared
// profile key and endpoint) without importing the session feature, so a checkout that refreshes
// this entry refreshes the top bar too.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getProfile } from '@contract/user.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { markBanned } from '@/lib/ban'
import { queryKeys } from '@/lib/query-keys'

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) => {
      const profile = await callEndpoint(getProfile, { signal })
      if (profile.banned || profile.user.is_banned) {
        markBanned(profile.ban_reason ?? profile.user.ban_reason ?? '')
      }
      return profile
    },
    refetchOnWindowFocus: false,
  })

/** The balance in USD; undefined until the profile is known. */
export function useBalance() {
  const query = useQuery(profileQueryOptions())
  return { balance: query.data?.user.balance, isLoading: query.isPending, isError: query.isError }
}
