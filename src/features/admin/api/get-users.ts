import { useQuery } from '@tanstack/react-query'
import { listAdminUsers } from '@contract/admin.endpoints'
import { adminKeys } from './admin-keys'
import { defineKeysetList } from './keyset-list'

export const adminUsersQueryOptions = defineKeysetList(
  ['admin', 'users'],
  ({ q = '', cursor }: { q?: string; cursor?: string }) => adminKeys.users(q, cursor),
  listAdminUsers,
)

/** An empty search lists everyone: it is left out of the query. */
export const useAdminUsers = (q: string, cursor?: string) =>
  useQuery(adminUsersQueryOptions({ q: q || undefined, cursor }))
