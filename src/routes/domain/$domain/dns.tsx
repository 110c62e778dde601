import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@/features/app-shell/coming-soon'

export const Route = createFileRoute('/domain/$domain/dns')({ component: DnsEditorRoute })

function DnsEditorRoute() {
  const { domain } = Route.useParams()
  const { t } = useLingui()
  return <ComingSoon title={t`DNS editor`} subject={domain} />
}
