import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { FlaggedDomainView } from '@contract/reputation'
import { DomainName } from '@/components/ui/domain-name'
import { detectionsText, threatsText } from '@/lib/reputation-words'
import { useAdminReputation } from '../api/reputation'
import { formatDateTime } from '../format'
import { AdminPage } from './admin-page'
import { QueryList } from './query-view'
import styles from './admin.module.css'

/** Active domains whose latest reputation check found something: owner, finding, when. */
export function ReputationScreen() {
  const flagged = useAdminReputation()
  return (
    <AdminPage title={<Trans>Reputation</Trans>} testId="admin-reputation">
      <p className={styles.muted}>
        <Trans>
          Active domains whose latest check has a VirusTotal detection or a Google Safe Browsing
          listing. Their owners were told in the chat.
        </Trans>
      </p>
      <QueryList
        query={flagged}
        rows={(d) => d.domains}
        empty={<Trans>No domain is flagged</Trans>}
      >
        {(d) => <FlaggedRow key={d.domain} row={d} />}
      </QueryList>
    </AdminPage>
  )
}

function FlaggedRow({ row }: { row: FlaggedDomainView }) {
  const { i18n } = useLingui()
  const owner =
    (row.username ? `@${row.username}` : '') ||
    [row.first_name, row.last_name].filter(Boolean).join(' ') ||
    String(row.user_id)
  const detections = detectionsText(row.virustotal.detections ?? 1)
  const threats = threatsText(row.safe_browsing.threats ?? [], i18n)
  const when = formatDateTime(row.checked_at, i18n.locale)
  return (
    <li className={styles.row} data-testid="admin-flagged" data-domain={row.domain}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>
          <DomainName name={row.domain} />
        </span>
        <span className={styles.rowMeta}>
          <Link to="/admin/users/$tgId" params={{ tgId: String(row.user_id) }}>
            {owner} ({row.user_id})
          </Link>
        </span>
        {row.virustotal.verdict === 'flagged' && (
          <span className={`${styles.rowMeta} ${styles.debit}`} data-testid="admin-flagged-vt">
            <Trans>VirusTotal: {detections}</Trans>
          </span>
        )}
        {!!row.safe_browsing.threats?.length && (
          <span className={`${styles.rowMeta} ${styles.debit}`} data-testid="admin-flagged-sb">
            <Trans>Google Safe Browsing: listed for {threats}</Trans>
          </span>
        )}
        <span className={styles.rowMeta}>
          <Trans>Checked {when}</Trans>
        </span>
      </span>
    </li>
  )
}
