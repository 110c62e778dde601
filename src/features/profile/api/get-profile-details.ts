import { queryOptions, useQuery } from '@tanstack/react-query'
import { getProfileDetails } from '@contract/profile.endpoints'
import { profileDetailsResponse } from '@contract/profile'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

export const profileDetailsKey = ['user', 'profile', 'details'] as const

registerPersistedQuery(profileDetailsKey, profileDetailsResponse)

export const profileDetailsQueryOptions = defineQuery(profileDetailsKey, () =>
  queryOptions({
    queryKey: profileDetailsKey,
    queryFn: ({ signal }) => callEndpoint(getProfileDetails, { signal }),
  }),
)

export const useProfileDetails = () => useQuery(profileDetailsQueryOptions())
