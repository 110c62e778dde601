import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatUsd } from '@contract/money'
import { Card } from '@/components/ui/card'
import { useAdminUser } from '../api/get-user'
import { BalanceControl } from './balance-control'
import { BanControl } from './ban-control'
import { DomainList } from './domain-list'
import { QueryView } from './query-view'
import { StarPaymentList } from './star-payment-list'
import { TransactionList } from './transaction-list'
import { formatDateTime } from '../format'
import styles from './admin.module.css'

export function UserScreen({ tgId }: { tgId: string }) {
  const { i18n } = useLingui()
  const detail = useAdminUser(tgId)
  return (
    <main className={styles.page} data-testid="admin-user">
      <Link to="/admin/users" className={styles.muted}>
        ← <Trans>Users</Trans>
      </Link>
      <QueryView query={detail}>
        {({ user, domains, transactions }) => (
          <>
            <h1 className={styles.title}>
              {[user.first_name, user.last_name].filter(Boolean).join(' ') || user.tg_id}
            </h1>
            <Card title={<Trans>Profile</Trans>}>
              <dl className={styles.dl}>
                <dt>
                  <Trans>Telegram id</Trans>
                </dt>
                <dd>{user.tg_id}</dd>
                <dt>
                  <Trans>Username</Trans>
                </dt>
                <dd>{user.username ? `@${user.username}` : '—'}</dd>
                <dt>
                  <Trans>Language</Trans>
                </dt>
                <dd>{user.language_code}</dd>
                <dt>
                  <Trans>Joined</Trans>
                </dt>
                <dd>{formatDateTime(user.created_at, i18n.locale)}</dd>
                <dt>
                  <Trans>Balance</Trans>
                </dt>
                <dd className={styles.amount} data-testid="admin-user-balance">
                  {formatUsd(user.balance)}
                </dd>
                <dt>
                  <Trans>Status</Trans>
                </dt>
                <dd data-testid="admin-user-status">
                  {user.is_banned ? (
                    <span className={`${styles.badge} ${styles.bad}`}>
                      <Trans>Banned</Trans>
                    </span>
                  ) : (
                    <span className={`${styles.badge} ${styles.good}`}>
                      <Trans context="account state">Active</Trans>
                    </span>
                  )}
                </dd>
              </dl>
            </Card>
            <BalanceControl user={user} />
            <BanControl user={user} />
            <StarPaymentList tgId={String(user.tg_id)} />
            <h2 className={styles.muted}>
              <Trans>Domains</Trans>
            </h2>
            {domains.length ? (
              <DomainList domains={domains} showOwner={false} />
            ) : (
              <p className={styles.muted}>
                <Trans>No domains</Trans>
              </p>
            )}
            <h2 className={styles.muted}>
              <Trans>Transactions</Trans>
            </h2>
            {transactions.length ? (
              <TransactionList transactions={transactions} showUser={false} />
            ) : (
              <p className={styles.muted}>
                <Trans>No transactions</Trans>
              </p>
            )}
          </>
        )}
      </QueryView>
    </main>
  )
}
