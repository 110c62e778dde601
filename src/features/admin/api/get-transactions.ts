import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { listAdminTransactions } from '@contract/admin-records.endpoints'
import type { transactionStatus, transactionType } from '@contract/admin'
import { callEndpoint } from '@/lib/api-client'
import { adminKeys } from './admin-keys'
import { defineQuery } from '@/lib/query-registry'

export interface TransactionFilters {
  type?: z.infer<typeof transactionType>
  status?: z.infer<typeof transactionStatus>
  /** A Telegram user id. */
  user?: string
  /** YYYY-MM-DD, inclusive. */
  from?: string
  to?: string
  /** A next_cursor / prev_cursor of the previous answer; none for the first page. */
  cursor?: string
}

export const adminTransactionsQueryOptions = defineQuery(
  ['admin', 'transactions'],
  (filters: TransactionFilters) =>
    queryOptions({
      queryKey: adminKeys.transactions(filters),
      queryFn: ({ signal }) =>
        callEndpoint(listAdminTransactions, { signal, query: { ...filters, page_size: 50 } }),
      placeholderData: keepPreviousData,
    }),
)

export const useAdminTransactions = (filters: TransactionFilters) =>
  useQuery(adminTransactionsQueryOptions(filters))
