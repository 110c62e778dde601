import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  getAdminReconciliation,
  getAdminStats,
  getAdminVisits,
  listAdminBans,
} from '@contract/admin-reports.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

registerPersistedQuery(['admin', 'stats'], getAdminStats.response)
registerPersistedQuery(['admin', 'visits'], getAdminVisits.response)
registerPersistedQuery(adminKeys.bans, listAdminBans.response)
registerPersistedQuery(adminKeys.reconciliation, getAdminReconciliation.response)

export interface DateRange {
  /** YYYY-MM-DD, inclusive; the server defaults to the last 30 days. */
  from?: string
  to?: string
}

export const adminStatsQueryOptions = defineQuery(['admin', 'stats'], (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.stats(range),
    queryFn: ({ signal }) => callEndpoint(getAdminStats, { signal, query: { ...range } }),
    placeholderData: keepPreviousData,
  }),
)

export const useAdminStats = (range: DateRange) => useQuery(adminStatsQueryOptions(range))

export const adminVisitsQueryOptions = defineQuery(['admin', 'visits'], (range: DateRange) =>
  queryOptions({
    queryKey: adminKeys.visits(range),
    queryFn: ({ signal }) => callEndpoint(getAdminVisits, { signal, query: { ...range } }),
    placeholderData: keepPreviousData,
  }),
)

export const useAdminVisits = (range: DateRange) => useQuery(adminVisitsQueryOptions(range))

export const adminBansQueryOptions = defineQuery(adminKeys.bans, () =>
  queryOptions({
    queryKey: adminKeys.bans,
    queryFn: ({ signal }) => callEndpoint(listAdminBans, { signal }),
  }),
)

export const useAdminBans = () => useQuery(adminBansQueryOptions())

export const adminReconciliationQueryOptions = defineQuery(adminKeys.reconciliation, () =>
  queryOptions({
    queryKey: adminKeys.reconciliation,
    queryFn: ({ signal }) => callEndpoint(getAdminReconciliation, { signal }),
  }),
)

export const useAdminReconciliation = () => useQuery(adminReconciliationQueryOptions())
