import { createFileRoute } from '@tanstack/react-router'
import { redirectsQueryOptions } from '@/features/domain/redirects/api/redirects'
import { RedirectsPage } from '@/features/domain/redirects/components/redirects-page'

export const Route = createFileRoute('/domain/$domain/cloudflare/redirects')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(redirectsQueryOptions(params.domain)).catch(() => undefined),
  component: RedirectsRoute,
})

function RedirectsRoute() {
  const { domain } = Route.useParams()
  return <RedirectsPage domain={domain} />
}
