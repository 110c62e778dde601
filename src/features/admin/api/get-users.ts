import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listAdminUsers } from '@contract/admin.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'

export const PAGE_SIZE = 50

export const adminUsersQueryOptions = defineQuery(
  ['admin', 'users'],
  (q: string, cursor?: string) =>
    queryOptions({
      queryKey: adminKeys.users(q, cursor),
      queryFn: ({ signal }) =>
        callEndpoint(listAdminUsers, {
          signal,
          query: { q: q || undefined, cursor, page_size: PAGE_SIZE },
        }),
      placeholderData: keepPreviousData,
    }),
)

export const useAdminUsers = (q: string, cursor?: string) =>
  useQuery(adminUsersQueryOptions(q, cursor))
