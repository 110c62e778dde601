import { queryOptions, useQuery } from '@tanstack/react-query'
import { getUserDomains } from '@contract/domains.endpoints'
import { userDomainsResponse, type UserDomainsResponse } from '@contract/domains'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

/** While the domain is still Configuring, the page refreshes this often to turn Active. */
const CONFIGURING_POLL_MS = 3000

registerPersistedQuery(['user', 'domains'], userDomainsResponse)

/** The same cache entry the panel lists (its key and endpoint; features do not import each other). */
export const ownedDomainsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'domains'] as const,
    queryFn: ({ signal }) => callEndpoint(getUserDomains, { signal }),
    refetchInterval: (query) =>
      query.state.data?.domains.some((d) => d.status !== 'active') ? CONFIGURING_POLL_MS : false,
  })

export const findDomain = (data: UserDomainsResponse | undefined, domain: string) =>
  data?.domains.find((d) => d.domain === domain.toLowerCase())

/** One owned domain from the list; `domain` undefined once loaded means not the user's. */
export function useOwnedDomain(domain: string) {
  const query = useQuery(ownedDomainsQueryOptions())
  return { query, domain: findDomain(query.data, domain) }
}
