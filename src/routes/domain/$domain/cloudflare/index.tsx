import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@/features/app-shell/coming-soon'

export const Route = createFileRoute('/domain/$domain/cloudflare/')({ component: CloudflareRoute })

function CloudflareRoute() {
  const { domain } = Route.useParams()
  const { t } = useLingui()
  return <ComingSoon title={t`CDN settings`} subject={domain} />
}
