import { createFileRoute } from '@tanstack/react-router'
import { ownedDomainsQueryOptions } from '@/features/domain/api/get-owned-domain'
import { NameServersPage } from '@/features/domain/components/name-servers-page'

export const Route = createFileRoute('/domain/$domain/ns')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(ownedDomainsQueryOptions()).catch(() => undefined),
  component: NameServersRoute,
})

function NameServersRoute() {
  const { domain } = Route.useParams()
  return <NameServersPage domain={domain} />
}
