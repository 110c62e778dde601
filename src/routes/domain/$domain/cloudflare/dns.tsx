import { createFileRoute } from '@tanstack/react-router'
import { dnsRecordsQueryOptions } from '@/features/domain/dns/api/dns-records'
import { DnsPage } from '@/features/domain/dns/components/dns-page'

export const Route = createFileRoute('/domain/$domain/cloudflare/dns')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(dnsRecordsQueryOptions(params.domain)).catch(() => undefined),
  component: DnsRoute,
})

function DnsRoute() {
  const { domain } = Route.useParams()
  return <DnsPage domain={domain} />
}
