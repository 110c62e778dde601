import { queryOptions, useQuery } from '@tanstack/react-query'
import { getAdminUser } from '@contract/admin.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

registerPersistedQuery(['admin', 'user'], getAdminUser.response)

export const adminUserQueryOptions = defineQuery(['admin', 'user'], (tgId: string) =>
  queryOptions({
    queryKey: adminKeys.user(tgId),
    queryFn: ({ signal }) => callEndpoint(getAdminUser, { signal, params: { tg_id: tgId } }),
  }),
)

export const useAdminUser = (tgId: string) => useQuery(adminUserQueryOptions(tgId))
