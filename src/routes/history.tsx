import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@/features/app-shell/coming-soon'

export const Route = createFileRoute('/history')({ component: HistoryRoute })

function HistoryRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Transaction history`} />
}
