import { Trans } from '@lingui/react/macro'
import type { ProfileStats } from '@contract/profile'
import { formatUsd } from '@contract/money'
import { Card } from '@/components/ui/card'
import styles from './details.module.css'

/** Totals over the user's transactions and domains. */
export function StatsCard({ stats }: { stats: ProfileStats }) {
  const items = [
    {
      id: 'total_transactions',
      label: <Trans>Transactions</Trans>,
      value: String(stats.total_transactions),
    },
    {
      id: 'total_deposits',
      label: <Trans>Deposited</Trans>,
      value: formatUsd(stats.total_deposits),
    },
    { id: 'deposit_count', label: <Trans>Deposits</Trans>, value: String(stats.deposit_count) },
    {
      id: 'total_purchases',
      label: <Trans>Spent on purchases</Trans>,
      value: formatUsd(stats.total_purchases),
    },
    { id: 'purchase_count', label: <Trans>Purchases</Trans>, value: String(stats.purchase_count) },
    { id: 'domain_count', label: <Trans>Domains</Trans>, value: String(stats.domain_count) },
  ]
  return (
    <Card title={<Trans>Statistics</Trans>}>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.id} className={styles.stat} data-testid={`stat-${item.id}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
