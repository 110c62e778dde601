// GET /api/user/domains: the panel lists these and every domain screen finds its own row here, so
// one query function serves both, and a purchase or renewal that invalidates it updates both.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getUserDomains } from '@contract/domains.endpoints'
import { userDomainsResponse, type DomainStatus, type UserDomainsResponse } from '@contract/domains'
import { callEndpoint } from './api-client'
import { registerPersistedQuery } from './persistence/query-schemas'
import { defineQuery } from './query-registry'
import { queryKeys } from './query-keys'

/** While a domain is being registered or its CDN zone activated, the list refreshes this often. */
export const PROVISIONING_POLL_MS = 3000

/** Statuses that change by themselves as provisioning goes on. */
export const isProvisioning = (status: DomainStatus) =>
  status === 'registering' || status === 'pending_cf'

export const pollWhileProvisioning = (data: UserDomainsResponse | undefined) =>
  data?.domains.some((d) => isProvisioning(d.status)) ? PROVISIONING_POLL_MS : false

registerPersistedQuery(queryKeys.userDomains, userDomainsResponse)

export const userDomainsQueryOptions = defineQuery(queryKeys.userDomains, () =>
  queryOptions({
    queryKey: queryKeys.userDomains,
    queryFn: ({ signal }) => callEndpoint(getUserDomains, { signal }),
    refetchInterval: (query) => pollWhileProvisioning(query.state.data),
  }),
)

export const useUserDomains = () => useQuery(userDomainsQueryOptions())
