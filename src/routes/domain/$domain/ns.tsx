import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@/features/app-shell/coming-soon'

export const Route = createFileRoute('/domain/$domain/ns')({ component: NameServersRoute })

function NameServersRoute() {
  const { domain } = Route.useParams()
  const { t } = useLingui()
  return <ComingSoon title={t`Name servers`} subject={domain} />
}
