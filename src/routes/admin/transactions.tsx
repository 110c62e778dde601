import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { transactionStatus, transactionType } from '@contract/domains'
import { TransactionsScreen } from '@/features/admin/components/transactions-screen'
import { cursorParam, rangeSearch } from '@/features/admin/search-params'

const search = z.object({
  type: transactionType.optional().catch(undefined),
  status: transactionStatus.optional().catch(undefined),
  user: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .catch(undefined),
  ...rangeSearch.shape,
  cursor: cursorParam,
})

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: search,
  component: TransactionsRoute,
})

function TransactionsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <TransactionsScreen
      key={JSON.stringify({ ...search, cursor: undefined })}
      filters={search}
      onFilters={(next) => void navigate({ search: next })}
    />
  )
}
