// The balance the top bar shows, read from the same profile cache entry (shared key and endpoint)
// without importing the session feature, so a market checkout that refreshes it refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getProfile } from '@contract/user.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { markBanned } from '@/lib/ban'
import { queryKeys } from '@/lib/query-keys'

const profileQueryOptions = () =>
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

/** The balance in USD; undefined until the profile is known (0 when it cannot be loaded). */
export function useBalance(): number | undefined {
  const query = useQuery(profileQueryOptions())
  return query.data?.user.balance ?? (query.isError ? 0 : undefined)
}
