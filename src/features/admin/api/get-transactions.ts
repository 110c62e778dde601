import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { listAdminTransactions } from '@contract/admin-records.endpoints'
import type { transactionStatus, transactionType } from '@contract/domains'
import { adminKeys } from './admin-keys'
import { defineKeysetList } from './keyset-list'

export type TransactionFilters = {
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

export const adminTransactionsQueryOptions = defineKeysetList(
  ['admin', 'transactions'],
  (filters: TransactionFilters) => adminKeys.transactions(filters),
  listAdminTransactions,
)

export const useAdminTransactions = (filters: TransactionFilters) =>
  useQuery(adminTransactionsQueryOptions(filters))
