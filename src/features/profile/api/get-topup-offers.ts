import { queryOptions, useQuery } from '@tanstack/react-query'
import { topupOffers } from '@contract/payments.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'

export const topupOffersKey = ['user', 'topup-offers'] as const

// Stars prices follow the operator's rate: read fresh each time the sheet opens, never persisted.
export const topupOffersQueryOptions = defineQuery(topupOffersKey, () =>
  queryOptions({
    queryKey: topupOffersKey,
    queryFn: ({ signal }) => callEndpoint(topupOffers, { signal }),
    staleTime: 60_000,
  }),
)

export const useTopupOffers = (enabled: boolean) =>
  useQuery({ ...topupOffersQueryOptions(), enabled })
