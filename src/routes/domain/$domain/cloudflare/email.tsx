import { createFileRoute } from '@tanstack/react-router'
import { emailRoutingQueryOptions } from '@/features/domain/email/api/email-routing'
import { EmailPage } from '@/features/domain/email/components/email-page'

export const Route = createFileRoute('/domain/$domain/cloudflare/email')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(emailRoutingQueryOptions(params.domain)).catch(() => undefined),
  component: EmailRoute,
})

function EmailRoute() {
  const { domain } = Route.useParams()
  return <EmailPage domain={domain} />
}
