import { queryOptions, useQuery } from '@tanstack/react-query'
import { getTransactions } from '@contract/domains.endpoints'
import { transactionsResponse } from '@contract/domains'
import { callEndpoint } from '@/lib/api-client'
import { registerPersistedQuery } from '@/lib/persistence/query-schemas'

export const transactionsKey = ['user', 'transactions'] as const

registerPersistedQuery(transactionsKey, transactionsResponse)

export const transactionsQueryOptions = () =>
  queryOptions({
    queryKey: transactionsKey,
    queryFn: ({ signal }) => callEndpoint(getTransactions, { signal }),
  })

export const useTransactions = () => useQuery(transactionsQueryOptions())
