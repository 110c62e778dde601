import type { UserDomainsResponse } from '@contract/domains'
import { useUserDomains } from '@/lib/user-domains-query'

export const findDomain = (data: UserDomainsResponse | undefined, domain: string) =>
  data?.domains.find((d) => d.domain === domain.toLowerCase())

/** One owned domain from the user's list; `domain` undefined once loaded means not the user's. */
export function useOwnedDomain(domain: string) {
  const query = useUserDomains()
  return { query, domain: findDomain(query.data, domain) }
}
