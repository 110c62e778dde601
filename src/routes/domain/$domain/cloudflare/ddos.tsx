import { createFileRoute } from '@tanstack/react-router'
import { userDomainsQueryOptions } from '@/lib/user-domains-query'
import { DdosPage } from '@/features/domain/dns/components/ddos-page'

export const Route = createFileRoute('/domain/$domain/cloudflare/ddos')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(userDomainsQueryOptions()).catch(() => undefined),
  component: DdosRoute,
})

function DdosRoute() {
  const { domain } = Route.useParams()
  return <DdosPage domain={domain} />
}
