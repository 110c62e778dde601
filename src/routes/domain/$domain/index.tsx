import { createFileRoute } from '@tanstack/react-router'
import { userDomainsQueryOptions } from '@/lib/user-domains-query'
import { DomainPage } from '@/features/domain/components/domain-page'

export const Route = createFileRoute('/domain/$domain/')({
  // A loading error is shown by the page with a retry, not as a route error.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(userDomainsQueryOptions()).catch(() => undefined),
  component: DomainRoute,
})

function DomainRoute() {
  const { domain } = Route.useParams()
  return <DomainPage domain={domain} />
}
