import { createFileRoute } from '@tanstack/react-router'
import { userDomainsQueryOptions } from '@/lib/user-domains-query'
import { RenewPage } from '@/features/domain/renewal/components/renew-page'

export const Route = createFileRoute('/domain/$domain/renew')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(userDomainsQueryOptions()).catch(() => undefined),
  component: RenewRoute,
})

function RenewRoute() {
  const { domain } = Route.useParams()
  return <RenewPage domain={domain} />
}
