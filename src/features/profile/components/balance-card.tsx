import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import styles from './profile.module.css'

/** The balance, with the screen's action for it (the top-up button) below. */
export function BalanceCard({
  balance,
  action,
}: {
  balance: number | undefined
  action?: ReactNode
}) {
  return (
    <Card className={styles.balanceCard} title={<Trans>Balance</Trans>}>
      {balance === undefined ? (
        <Skeleton sizedAs={formatUsd(0)} className={styles.balance} />
      ) : (
        <span className={styles.balance} data-testid="profile-balance">
          {formatUsd(balance)}
        </span>
      )}
      {action}
    </Card>
  )
}
