import { Trans, useLingui } from '@lingui/react/macro'
import type { RedirectView } from '@contract/redirects'
import { ZoneRow } from '../../dns/components/zone-row'

export function RedirectRow({
  redirect,
  waiting,
  onDelete,
}: {
  redirect: RedirectView
  /** A write about this redirect is waiting for the network. */
  waiting: boolean
  onDelete?: () => void
}) {
  const { t } = useLingui()
  const remove = onDelete && {
    label: t`Remove redirect`,
    icon: '✕',
    testId: 'redirect-delete',
    onClick: onDelete,
  }
  return (
    <ZoneRow
      testId="redirect"
      data={{ 'data-source': redirect.source }}
      badge={redirect.status_code}
      title={redirect.source}
      detail={`→ ${redirect.target}`}
      note={redirect.keep_path ? <Trans>Path kept</Trans> : <Trans>Always this URL</Trans>}
      waiting={waiting}
      waitingTestId="redirect-waiting"
      actions={[remove]}
    />
  )
}
