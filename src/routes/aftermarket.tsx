import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@/features/app-shell/coming-soon'

export const Route = createFileRoute('/aftermarket')({ component: AftermarketRoute })

function AftermarketRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`After Market`} />
}
