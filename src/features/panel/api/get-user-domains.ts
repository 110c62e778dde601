import { queryOptions, useQuery } from '@tanstack/react-query'
import { getUserDomains } from '@contract/domains.endpoints'
import { userDomainsResponse, type DomainStatus, type UserDomainsResponse } from '@contract/domains'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

/** While a domain is being registered or its CDN zone activated, the list refreshes this often. */
export const PROVISIONING_POLL_MS = 3000

/** Statuses that change by themselves as provisioning goes on. */
export const isProvisioning = (status: DomainStatus) =>
  status === 'registering' || status === 'pending_cf'

export const pollWhileProvisioning = (data: UserDomainsResponse | undefined) =>
  data?.domains.some((d) => isProvisioning(d.status)) ? PROVISIONING_POLL_MS : false

registerPersistedQuery(['user', 'domains'], userDomainsResponse)

export const userDomainsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'domains'] as const,
    queryFn: ({ signal }) => callEndpoint(getUserDomains, { signal }),
    refetchInterval: (query) => pollWhileProvisioning(query.state.data),
  })

export const useUserDomains = () => useQuery(userDomainsQueryOptions())
