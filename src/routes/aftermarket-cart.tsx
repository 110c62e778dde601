import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@/features/app-shell/coming-soon'

export const Route = createFileRoute('/aftermarket-cart')({ component: AftermarketCartRoute })

function AftermarketCartRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`After Market cart`} />
}
