import { Trans, useLingui } from '@lingui/react/macro'
import type { DnsRecordView } from '@contract/dns'
import { Button } from '@/components/ui/button'
import styles from './domain.module.css'
import dnsStyles from './dns.module.css'

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
    <li
      className={dnsStyles.record}
      data-pending={waiting}
      data-testid="dns-record"
      data-type={record.type}
      data-name={record.name}
    >
      <span className={dnsStyles.recordType}>{record.type}</span>
      <span className={dnsStyles.recordBody}>
        <span>{record.name}</span>
        <span className={styles.mono}>{record.content}</span>
        <small className={styles.hint}>
          {record.proxy_status === 'PROXIED' ? <Trans>Proxied</Trans> : <Trans>DNS only</Trans>}
          {waiting && (
            <>
              {' · '}
              <span data-testid="dns-waiting">
                <Trans>waiting to sync</Trans>
              </span>
            </>
          )}
        </small>
      </span>
      {onEdit && !waiting && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t`Edit record`}
          data-testid="dns-edit"
        >
          ✎
        </Button>
      )}
      {onDelete && !waiting && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t`Delete record`}
          data-testid="dns-delete"
        >
          ✕
        </Button>
      )}
    </li>
  )
}
