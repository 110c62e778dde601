import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { listAdminDomains } from '@contract/admin-records.endpoints'
import type { domainStatus } from '@contract/admin'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'

export interface DomainFilters {
  status?: z.infer<typeof domainStatus>
  q?: string
  /** A next_cursor / prev_cursor of the previous answer; none for the first page. */
  cursor?: string
}

export const adminDomainsQueryOptions = defineQuery(
  ['admin', 'domains'],
  (filters: DomainFilters) =>
    queryOptions({
      queryKey: adminKeys.domains(filters),
      queryFn: ({ signal }) =>
        callEndpoint(listAdminDomains, { signal, query: { ...filters, page_size: 50 } }),
      placeholderData: keepPreviousData,
    }),
)

export const useAdminDomains = (filters: DomainFilters) =>
  useQuery(adminDomainsQueryOptions(filters))
