import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { domainStatus } from '@contract/admin'
import { DomainsScreen } from '@/features/admin/components/domains-screen'

const search = z.object({
  status: domainStatus.optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/admin/domains')({
  validateSearch: search,
  component: DomainsRoute,
})

function DomainsRoute() {
  const { page = 1, ...rest } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DomainsScreen
      filters={{ ...rest, page }}
      onFilters={(next) =>
        void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } })
      }
    />
  )
}
