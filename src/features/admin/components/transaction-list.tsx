import { useLingui } from '@lingui/react/macro'
import type { AdminTransaction } from '@contract/admin'
import { formatUsd } from '@contract/money'
import { formatDateTime } from '../format'
import { useTransactionWords } from '@/lib/transaction-words'
import { txStatusClass } from '../labels'
import styles from './admin.module.css'

export function TransactionList({
  transactions,
  showUser = true,
}: {
  transactions: AdminTransaction[]
  showUser?: boolean
}) {
  const { i18n } = useLingui()
  const words = useTransactionWords()
  const description = (tx: AdminTransaction) => words.describe(tx, { admin: true })
  return (
    <ul className={styles.list} data-testid="admin-transactions-list">
      {transactions.map((tx) => (
        <li key={tx.id} className={styles.row}>
          <span className={styles.rowMain}>
            <span className={styles.rowTitle}>
              {words.typeOf(tx)} · #{tx.id}
            </span>
            <span className={styles.rowMeta}>
              {formatDateTime(tx.created_at, i18n.locale)}
              {showUser && ` · ${tx.username ? `@${tx.username}` : tx.user_id}`}
            </span>
            {description(tx) && <span className={styles.rowMeta}>{description(tx)}</span>}
          </span>
          <span className={styles.rowSide}>
            <span className={`${styles.amount} ${tx.amount >= 0 ? styles.credit : styles.debit}`}>
              {tx.amount > 0 ? '+' : ''}
              {formatUsd(tx.amount)}
            </span>
            <span className={txStatusClass[tx.status]}>{words.status[tx.status]}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
