import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { domainStatus } from '@contract/admin'
import { DomainsScreen } from '@/features/admin/components/domains-screen'

const search = z.object({
  status: domainStatus.optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  cursor: z
    .string()
    .max(300)
    .regex(/^[\w-]+$/)
    .optional()
    .catch(undefined),
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
