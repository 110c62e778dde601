import { createFileRoute } from '@tanstack/react-router'
import { adminTransactionsSearch } from '@contract/first-route'
import { TransactionsScreen } from '@/features/admin/components/transactions-screen'
import { searchFrom } from '@/lib/validators/search'

export const Route = createFileRoute('/admin/transactions')({
  validateSearch: searchFrom(adminTransactionsSearch),
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
