import { queryOptions, useQuery } from '@tanstack/react-query'
import { checkVirusTotal } from '@contract/malware-scan.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { defineQuery } from '@/lib/query-registry'

/** The malware scan is a read sent as POST (the spec's call); its answer is cached per domain. */
export const virusTotalQueryOptions = defineQuery(['domain-virus-total'], (domain: string) =>
  queryOptions({
    queryKey: ['domain-virus-total', domain] as const,
    queryFn: ({ signal }) =>
      callEndpoint(checkVirusTotal, { method: 'POST', body: { domain }, signal }),
    retry: 1,
    staleTime: 5 * 60_000,
  }),
)

export const useVirusTotal = (domain: string) => useQuery(virusTotalQueryOptions(domain))
