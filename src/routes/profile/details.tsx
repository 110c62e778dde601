import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@/features/app-shell/coming-soon'

export const Route = createFileRoute('/profile/details')({ component: DetailsRoute })

function DetailsRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Account details`} />
}
