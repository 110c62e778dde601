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
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: search,
  component: TransactionsRoute,
})

function TransactionsRoute() {
  const { page = 1, ...rest } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <TransactionsScreen
      key={JSON.stringify(rest)}
      filters={{ ...rest, page }}
      onFilters={(next) =>
        void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } })
      }
    />
  )
}
