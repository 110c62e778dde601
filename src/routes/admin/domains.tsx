import { createFileRoute } from '@tanstack/react-router'
import { adminDomainsSearch } from '@contract/admin-search'
import { DomainsScreen } from '@/features/admin/components/domains-screen'

export const Route = createFileRoute('/admin/domains')({
  validateSearch: adminDomainsSearch,
  component: DomainsRoute,
})

function DomainsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <DomainsScreen filters={search} onFilters={(next) => void navigate({ search: next })} />
}
