import { queryOptions, useQuery } from '@tanstack/react-query'
import { getAdminMe } from '@contract/admin.endpoints'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

// Kept offline like the data behind it: the console opens from the cache as every screen does.
registerPersistedQuery(adminKeys.me, getAdminMe.response)

export const adminMeQueryOptions = defineQuery(adminKeys.me, () =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => callEndpoint(getAdminMe, { signal }),
    // A 401/403 is the answer "sign in first", not a failure worth repeating.
    retry: false,
    staleTime: 60_000,
  }),
)

export const useAdminMe = () => useQuery(adminMeQueryOptions())
