import { Trans, useLingui } from '@lingui/react/macro'
import type { DnsRecordView } from '@contract/dns'
import { ZoneRow } from './zone-row'

export function DnsRecordRow({
  record,
  waiting,
  onDelete,
  onEdit,
}: {
  record: DnsRecordView
  /** A write about this record is waiting for the network. */
  waiting: boolean
  onDelete?: () => void
  /** Opens the form on this record (online only: an edit is previewed). */
  onEdit?: () => void
}) {
  const { t } = useLingui()
  return (
    <ZoneRow
      testId="dns-record"
      data={{ 'data-type': record.type, 'data-name': record.name }}
      badge={record.type}
      title={record.name}
      detail={record.content}
      note={record.proxy_status === 'PROXIED' ? <Trans>Proxied</Trans> : <Trans>DNS only</Trans>}
      waiting={waiting}
      waitingTestId="dns-waiting"
      actions={[
        onEdit && { label: t`Edit record`, icon: '✎', testId: 'dns-edit', onClick: onEdit },
        onDelete && { label: t`Delete record`, icon: '✕', testId: 'dns-delete', onClick: onDelete },
      ]}
    />
  )
}
