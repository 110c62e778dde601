import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminDomain } from '@contract/admin'
import { formatUsd } from '@contract/money'
import { Button } from '@/components/ui/button'
import type { DomainAction } from '../api/domain-actions'
import { formatDay } from '../format'
import { domainStatusClass, useLabels } from '../labels'
import styles from './admin.module.css'
import { DomainName } from '@/components/ui/domain-name'

const RECOVERABLE = new Set<AdminDomain['status']>(['failed', 'registering', 'pending_cf'])

export interface DomainListProps {
  domains: AdminDomain[]
  showOwner?: boolean
  /** Offered on failed and stuck domains; the server refuses what no longer applies (409). */
  onAction?: (domain: AdminDomain, action: DomainAction) => void
}

export function DomainList({ domains, showOwner = true, onAction }: DomainListProps) {
  const { i18n } = useLingui()
  const labels = useLabels()
  return (
    <ul className={styles.list} data-testid="admin-domain-list">
      {domains.map((d) => (
        <li key={d.id} className={styles.row}>
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>
              <DomainName name={d.domain} />
            </span>
            <span className={styles.rowMeta}>
              {showOwner && `${d.username ? `@${d.username}` : d.first_name} (${d.user_id}) · `}
              {formatDay(d.purchased_at, i18n.locale)} → {formatDay(d.expires_at, i18n.locale)} ·{' '}
              {formatUsd(d.price)}
            </span>
            {d.failure_reason && (
              <span className={`${styles.rowMeta} ${styles.debit}`}>{d.failure_reason}</span>
            )}
            {onAction && RECOVERABLE.has(d.status) && (
              <span className={styles.actions}>
                <Button size="sm" variant="secondary" onClick={() => onAction(d, 'retry')}>
                  <Trans>Retry</Trans>
                </Button>
                <Button size="sm" variant="danger" onClick={() => onAction(d, 'refund')}>
                  <Trans context="action">Refund</Trans>
                </Button>
              </span>
            )}
          </span>
          <span className={styles.rowSide}>
            <span className={domainStatusClass[d.status]}>{labels.domainStatus[d.status]}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
