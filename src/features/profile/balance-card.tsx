import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import styles from './profile.module.css'

export function BalanceCard({ balance }: { balance: number | undefined }) {
  return (
    <Card className={styles.balanceCard}>
      <span className={styles.balanceLabel}>
        <Trans>Balance</Trans>
      </span>
      {balance === undefined ? (
        <Skeleton width={140} height={36} />
      ) : (
        <span className={styles.balance} data-testid="profile-balance">
          {formatUsd(balance)}
        </span>
      )}
    </Card>
  )
}
