import { createFileRoute } from '@tanstack/react-router'
import { ownedDomainsQueryOptions } from '@/features/domain/api/get-owned-domain'
import { RenewPage } from '@/features/domain/components/renew-page'

export const Route = createFileRoute('/domain/$domain/renew')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(ownedDomainsQueryOptions()).catch(() => undefined),
  component: RenewRoute,
})

function RenewRoute() {
  const { domain } = Route.useParams()
  return <RenewPage domain={domain} />
}
