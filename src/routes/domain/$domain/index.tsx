import { createFileRoute } from '@tanstack/react-router'
import { ownedDomainsQueryOptions } from '@/features/domain/api/get-owned-domain'
import { DomainPage } from '@/features/domain/components/domain-page'

export const Route = createFileRoute('/domain/$domain/')({
  // A loading error is shown by the page with a retry, not as a route error.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(ownedDomainsQueryOptions()).catch(() => undefined),
  component: DomainRoute,
})

function DomainRoute() {
  const { domain } = Route.useParams()
  return <DomainPage domain={domain} />
}
