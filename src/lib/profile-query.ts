// GET /api/user/profile: the top bar, the profile, the carts and the renewal screen all read this
// one cache entry through this one query function, so the ban check and the language adoption run
// whichever screen fetched first, and a checkout that refreshes it refreshes every balance shown.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getProfile } from '@contract/user.endpoints'
import { profileResponse, type ProfileResponse } from '@contract/user'
import { callEndpoint } from './api-client'
import { markBanned } from './ban'
import { adoptServerLanguage } from './i18n'
import { registerPersistedQuery } from './persistence/query-schemas'
import { defineQuery } from './query-registry'
import { queryKeys } from './query-keys'

// The top bar and the carts show the balance from the IndexedDB cache when offline.
registerPersistedQuery(queryKeys.profile, profileResponse)

/**
 * A profile that says banned starts the ban flow (spec section 4); the language picked on another
 * device is taken when this one never picked.
 */
export async function fetchProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const profile = await callEndpoint(getProfile, { signal })
  if (profile.banned || profile.user.is_banned) {
    markBanned(profile.ban_reason ?? profile.user.ban_reason ?? '')
  }
  adoptServerLanguage(profile.user.preferred_language)
  return profile
}

export const profileQueryOptions = defineQuery(queryKeys.profile, () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => fetchProfile(signal),
    // Refreshing on focus is done by useBalanceRefresh, debounced as the spec asks.
    refetchOnWindowFocus: false,
  }),
)

export const useProfileQuery = () => useQuery(profileQueryOptions())

/** The balance in USD. */
export const selectBalance = (profile: ProfileResponse) => profile.user.balance

/**
 * The balance for a money screen: undefined until the profile is known; 0 when it cannot be loaded
 * (spec section 8: without a profile the balance counts as 0).
 */
export function useBalance(): number | undefined {
  const query = useQuery({ ...profileQueryOptions(), select: selectBalance })
  return query.data ?? (query.isError ? 0 : undefined)
}
