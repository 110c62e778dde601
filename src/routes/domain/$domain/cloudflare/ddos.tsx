import { createFileRoute } from '@tanstack/react-router'
import { ownedDomainsQueryOptions } from '@/features/domain/api/get-owned-domain'
import { DdosPage } from '@/features/domain/components/ddos-page'

export const Route = createFileRoute('/domain/$domain/cloudflare/ddos')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(ownedDomainsQueryOptions()).catch(() => undefined),
  component: DdosRoute,
})

function DdosRoute() {
  const { domain } = Route.useParams()
  return <DdosPage domain={domain} />
}
