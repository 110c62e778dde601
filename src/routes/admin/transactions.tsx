import { createFileRoute } from '@tanstack/react-router'
import { adminTransactionsSearch } from '@contract/admin-search'
import { TransactionsScreen } from '@/features/admin/components/transactions-screen'

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: adminTransactionsSearch,
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
