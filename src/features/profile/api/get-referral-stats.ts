import { queryOptions, useQuery } from '@tanstack/react-query'
import { getReferralStats } from '@contract/profile.endpoints'
import { referralStatsResponse } from '@contract/profile'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

export const referralStatsKey = ['user', 'referrals'] as const

registerPersistedQuery(referralStatsKey, referralStatsResponse)

/** Who joined and what they earned: refetched whenever the profile is opened. */
export const referralStatsQueryOptions = defineQuery(referralStatsKey, () =>
  queryOptions({
    queryKey: referralStatsKey,
    queryFn: ({ signal }) => callEndpoint(getReferralStats, { signal }),
  }),
)

export const useReferralStats = () => useQuery(referralStatsQueryOptions())
