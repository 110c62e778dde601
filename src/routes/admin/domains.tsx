import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { domainStatus } from '@contract/admin'
import { DomainsScreen } from '@/features/admin/components/domains-screen'
import { cursorParam, textParam } from '@/features/admin/search-params'

const search = z.object({
  status: domainStatus.optional().catch(undefined),
  q: textParam,
  cursor: cursorParam,
})

export const Route = createFileRoute('/admin/domains')({
  validateSearch: search,
  component: DomainsRoute,
})

function DomainsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <DomainsScreen filters={search} onFilters={(next) => void navigate({ search: next })} />
}
