import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { isoDate, transactionStatus, transactionType } from '@contract/admin'
import { TransactionsScreen } from '@/features/admin/components/transactions-screen'

const search = z.object({
  type: transactionType.optional().catch(undefined),
  status: transactionStatus.optional().catch(undefined),
  user: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  cursor: z
    .string()
    .max(300)
    .regex(/^[\w-]+$/)
    .optional()
    .catch(undefined),
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
