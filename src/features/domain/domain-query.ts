import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import type { getEmailRouting } from '@contract/email-routing.endpoints'
import type { listDnsChanges } from '@contract/dns-changes.endpoints'
import type { listDnsRecords } from '@contract/dns.endpoints'
import type { listRedirects } from '@contract/redirects.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { defineQuery } from '@/lib/query-registry'

/**
 * The query of a domain page's list read by one GET whose only parameter is the domain (records,
 * changes, redirects, email forwarding): keyed by the domain, kept in the offline cache and checked
 * there against the answer's schema.
 */
export function defineDomainQuery<
  E extends
    typeof listDnsRecords | typeof listDnsChanges | typeof listRedirects | typeof getEmailRouting,
>(root: `domain-${string}`, endpoint: E, answer: z.ZodMiniType<unknown>) {
  registerPersistedQuery([root], answer)
  return defineQuery([root], (domain: string) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- `root` picks the endpoint, one to one
    queryOptions({
      queryKey: [root, domain] as const,
      queryFn: ({ signal }) => callEndpoint(endpoint, { signal, params: { domain } }),
    }),
  )
}
