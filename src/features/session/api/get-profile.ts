import { queryOptions, useQuery } from '@tanstack/react-query'
import { getProfile } from '@contract/user.endpoints'
import { profileResponse, type ProfileResponse } from '@contract/user'
import { callEndpoint } from '@/lib/api-client'
import { markBanned } from '@/lib/ban'
import { adoptServerLanguage } from '@/lib/i18n'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { queryKeys } from '@/lib/query-keys'

// The top bar and the cart show the balance from the IndexedDB cache when offline.
registerPersistedQuery(queryKeys.profile, profileResponse)

/**
 * GET /api/user/profile. A profile that says banned starts the ban flow (spec section 4); the
 * language picked on another device is taken when this one never picked.
 */
export async function fetchProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const profile = await callEndpoint(getProfile, { signal })
  if (profile.banned || profile.user.is_banned) {
    markBanned(profile.ban_reason ?? profile.user.ban_reason ?? '')
  }
  adoptServerLanguage(profile.user.preferred_language)
  return profile
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => fetchProfile(signal),
    // Refreshing on focus is done by useBalanceRefresh, debounced as the spec asks.
    refetchOnWindowFocus: false,
  })

export const useProfileQuery = () => useQuery(profileQueryOptions())
