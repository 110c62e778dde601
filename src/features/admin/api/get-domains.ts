import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { listAdminDomains } from '@contract/admin-records.endpoints'
import type { domainStatus } from '@contract/admin'
import { adminKeys } from './admin-keys'
import { defineKeysetList } from './keyset-list'

export type DomainFilters = {
  status?: z.infer<typeof domainStatus>
  q?: string
  /** A next_cursor / prev_cursor of the previous answer; none for the first page. */
  cursor?: string
}

export const adminDomainsQueryOptions = defineKeysetList(
  ['admin', 'domains'],
  (filters: DomainFilters) => adminKeys.domains(filters),
  listAdminDomains,
)

export const useAdminDomains = (filters: DomainFilters) =>
  useQuery(adminDomainsQueryOptions(filters))
