import { createFileRoute } from '@tanstack/react-router'
import { userDomainsQueryOptions } from '@/lib/user-domains-query'
import { NameServersPage } from '@/features/domain/registrar/components/name-servers-page'

export const Route = createFileRoute('/domain/$domain/ns')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(userDomainsQueryOptions()).catch(() => undefined),
  component: NameServersRoute,
})

function NameServersRoute() {
  const { domain } = Route.useParams()
  return <NameServersPage domain={domain} />
}
