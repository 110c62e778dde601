import { Trans } from '@lingui/react/macro'
import type { DnsRecordView } from '@contract/dns'
import type { DnsAddPayload } from '@contract/queued-payloads'
import { DnsRecordRow } from './dns-record-row'
import styles from '../../components/domain.module.css'
import dnsStyles from './dns.module.css'

/** The zone's records, then the adds still waiting for the network; an empty zone says so. */
export function DnsRecordList({
  records,
  waitingAdds,
  waitingDeletes,
  onDelete,
  onEdit,
}: {
  records: DnsRecordView[]
  waitingAdds: (DnsAddPayload & { idempotencyKey: string })[]
  waitingDeletes: Set<string>
  onDelete: (record: DnsRecordView) => void
  onEdit?: (record: DnsRecordView) => void
}) {
  return (
    <ul className={dnsStyles.records} data-testid="dns-records">
      {records.map((r) => (
        <DnsRecordRow
          key={r.id}
          record={r}
          waiting={waitingDeletes.has(r.id)}
          onDelete={() => onDelete(r)}
          onEdit={onEdit && (() => onEdit(r))}
        />
      ))}
      {waitingAdds.map((w) => (
        <DnsRecordRow key={w.idempotencyKey} record={{ id: w.idempotencyKey, ...w }} waiting />
      ))}
      {records.length === 0 && waitingAdds.length === 0 && (
        <li className={styles.hint} data-testid="dns-empty">
          <Trans>No DNS records yet.</Trans>
        </li>
      )}
    </ul>
  )
}
