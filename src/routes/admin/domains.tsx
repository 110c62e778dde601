import { createFileRoute } from '@tanstack/react-router'
import { adminDomainsSearch } from '@contract/first-route'
import { DomainsScreen } from '@/features/admin/components/domains-screen'
import { searchFrom } from '@/lib/validators/search'

export const Route = createFileRoute('/admin/domains')({
  validateSearch: searchFrom(adminDomainsSearch),
  component: DomainsRoute,
})

function DomainsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <DomainsScreen filters={search} onFilters={(next) => void navigate({ search: next })} />
}
