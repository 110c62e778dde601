import { createFileRoute } from '@tanstack/react-router'
import { ownedDomainsQueryOptions } from '@/features/domain/api/get-owned-domain'
import { CloudflarePage } from '@/features/domain/components/cloudflare-page'

export const Route = createFileRoute('/domain/$domain/cloudflare/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(ownedDomainsQueryOptions()).catch(() => undefined),
  component: CloudflareRoute,
})

function CloudflareRoute() {
  const { domain } = Route.useParams()
  return <CloudflarePage domain={domain} />
}
