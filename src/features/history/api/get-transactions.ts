import { queryOptions, useQuery } from '@tanstack/react-query'
import { getTransactions } from '@contract/domains.endpoints'
import { transactionsResponse } from '@contract/domains'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'
import { queryKeys } from '@/lib/query-keys'
import { defineQuery } from '@/lib/query-registry'

registerPersistedQuery(queryKeys.transactions, transactionsResponse)

export const transactionsQueryOptions = defineQuery(queryKeys.transactions, () =>
  queryOptions({
    queryKey: queryKeys.transactions,
    queryFn: ({ signal }) => callEndpoint(getTransactions, { signal }),
  }),
)

export const useTransactions = () => useQuery(transactionsQueryOptions())
