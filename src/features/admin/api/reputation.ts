import { queryOptions, useQuery } from '@tanstack/react-query'
import { flaggedDomains } from '@contract/reputation.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'
import { adminKeys } from './admin-keys'

registerPersistedQuery(adminKeys.reputation, flaggedDomains.response)

export const adminReputationQueryOptions = defineQuery(adminKeys.reputation, () =>
  queryOptions({
    queryKey: adminKeys.reputation,
    queryFn: ({ signal }) => callEndpoint(flaggedDomains, { signal }),
  }),
)

export const useAdminReputation = () => useQuery(adminReputationQueryOptions())
