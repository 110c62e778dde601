import { useLingui } from '@lingui/react/macro'
import type { AdminTransaction } from '@contract/admin'
import { formatUsd } from '@contract/money'
import { formatDateTime } from '../format'
import { txStatusClass, useLabels } from '../labels'
import styles from './admin.module.css'

export function TransactionList({
  transactions,
  showUser = true,
}: {
  transactions: AdminTransaction[]
  showUser?: boolean
}) {
  const { i18n } = useLingui()
  const labels = useLabels()
  return (
    <ul className={styles.list} data-testid="admin-transactions-list">
      {transactions.map((tx) => (
        <li key={tx.id} className={styles.row}>
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>
              {labels.txType[tx.type]} · #{tx.id}
            </span>
            <span className={styles.rowMeta}>
              {formatDateTime(tx.created_at, i18n.locale)}
              {showUser && ` · ${tx.username ? `@${tx.username}` : tx.user_id}`}
            </span>
            {tx.description && <span className={styles.rowMeta}>{tx.description}</span>}
          </span>
          <span className={styles.rowSide}>
            <span className={`${styles.amount} ${tx.amount >= 0 ? styles.credit : styles.debit}`}>
              {tx.amount > 0 ? '+' : ''}
              {formatUsd(tx.amount)}
            </span>
            <span className={txStatusClass[tx.status]}>{labels.txStatus[tx.status]}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
