import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { isStalledOffline } from '@/lib/query-status'
import { useTransactions } from '../api/get-transactions'
import { TransactionRow } from './transaction-row'
import styles from './history.module.css'
import { LoadError } from '@/components/ui/load-error'

function HistoryBody() {
  const transactions = useTransactions()
  if (transactions.isError || isStalledOffline(transactions)) {
    return (
      <LoadError
        className={styles.empty}
        message={<Trans>The transaction history could not be loaded.</Trans>}
        onRetry={() => void transactions.refetch()}
      />
    )
  }
  if (transactions.isPending) {
    return (
      <ul className={styles.list} aria-busy="true" data-testid="history-loading">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.row}>
            <div className={styles.main}>
              <Skeleton width="50%" height={16} round />
              <Skeleton width="35%" height={12} round />
            </div>
            <Skeleton width={70} height={20} round />
          </li>
        ))}
      </ul>
    )
  }
  if (transactions.data.transactions.length === 0) {
    return (
      <div data-testid="history-empty">
        <EmptyState
          title={<Trans>No transactions yet</Trans>}
          description={<Trans>Top-ups, purchases and refunds will appear here.</Trans>}
          action={
            <Link to="/profile" className={styles.cta}>
              <Trans>Top up the balance</Trans>
            </Link>
          }
        />
      </div>
    )
  }
  return (
    <ul className={styles.list} data-testid="history-list">
      {transactions.data.transactions.map((tx) => (
        <TransactionRow key={tx.id} tx={tx} />
      ))}
    </ul>
  )
}

/** /history: the user's transactions, newest first. */
export function HistoryScreen() {
  return (
    <div className={styles.screen}>
      <h1>
        <Trans>Transaction history</Trans>
      </h1>
      <HistoryBody />
    </div>
  )
}
