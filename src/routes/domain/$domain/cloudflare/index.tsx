import { createFileRoute } from '@tanstack/react-router'
import { userDomainsQueryOptions } from '@/lib/user-domains-query'
import { CloudflarePage } from '@/features/domain/dns/components/cloudflare-page'

export const Route = createFileRoute('/domain/$domain/cloudflare/')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(userDomainsQueryOptions()).catch(() => undefined),
  component: CloudflareRoute,
})

function CloudflareRoute() {
  const { domain } = Route.useParams()
  return <CloudflarePage domain={domain} />
}
