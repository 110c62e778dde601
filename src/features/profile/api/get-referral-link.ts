import { queryOptions, useQuery } from '@tanstack/react-query'
import { getReferralLink } from '@contract/profile.endpoints'
import { referralLinkResponse } from '@contract/profile'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

export const referralLinkKey = ['user', 'referral-link'] as const

// The link never changes for a user: kept offline, and not refetched while the app is open.
registerPersistedQuery(referralLinkKey, referralLinkResponse)

export const referralLinkQueryOptions = defineQuery(referralLinkKey, () =>
  queryOptions({
    queryKey: referralLinkKey,
    queryFn: ({ signal }) => callEndpoint(getReferralLink, { signal }),
    staleTime: Infinity,
  }),
)

export const useReferralLink = () => useQuery(referralLinkQueryOptions())
