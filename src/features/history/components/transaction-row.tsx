import { useLingui } from '@lingui/react/macro'
import type { Transaction } from '@contract/domains'
import { formatUsd } from '@contract/money'
import { DAY_AND_TIME, formatDate } from '@/lib/format-date'
import { useTransactionWords } from '@/lib/transaction-words'
import styles from './history.module.css'

/** Signed amount as the history shows it: credits `+$10.00`, debits `-$10.48`. */
const signedAmount = (amount: number): string =>
  amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount)

/** One ledger entry: type and id, date, description; signed amount and status in its colour. */
export function TransactionRow({ tx }: { tx: Transaction }) {
  const { i18n } = useLingui()
  const words = useTransactionWords()
  const description = words.describe(tx)
  return (
    <li
      className={styles.row}
      data-testid="transaction"
      data-type={tx.type}
      data-status={tx.status}
    >
      <div className={styles.main}>
        <span className={styles.title}>
          {words.typeOf(tx)} <span className={styles.id}>#{tx.id}</span>
        </span>
        <span className={styles.meta} data-testid="transaction-date">
          {formatDate(tx.created_at, i18n.locale, DAY_AND_TIME)}
        </span>
        {description && <span className={styles.meta}>{description}</span>}
      </div>
      <div className={styles.side}>
        <span
          className={`${styles.amount} ${tx.amount >= 0 ? styles.credit : ''}`}
          data-testid="transaction-amount"
        >
          {signedAmount(tx.amount)}
        </span>
        <span className={`${styles.status} ${styles[tx.status]}`} data-testid="transaction-status">
          {words.status[tx.status]}
        </span>
      </div>
    </li>
  )
}
