import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { useAdminReconciliation, useAdminStats, type DateRange } from '../api/reports'
import { BarChart } from './bar-chart'
import { QueryView } from './query-view'
import { RangePicker } from './range-picker'
import { ReconciliationCard } from './reconciliation-card'
import { AdminPage } from './admin-page'
import styles from './admin.module.css'

const count = (n: number) => String(n)

export function StatsScreen({
  range,
  onRange,
}: {
  range: DateRange
  onRange: (next: DateRange) => void
}) {
  const { t } = useLingui()
  const stats = useAdminStats(range)
  const reconciliation = useAdminReconciliation()
  return (
    <AdminPage title={<Trans>Statistics</Trans>} testId="admin-stats">
      <RangePicker range={range} onRange={onRange} />
      <QueryView query={stats}>
        {(data) => {
          const day = (d: { date: string }) => d.date.slice(5)
          const revenue = formatUsd(data.totals.revenue)
          const deposits = formatUsd(data.totals.deposits)
          const users = data.totals.new_users
          const purchases = data.totals.purchase_count
          const from = data.from
          const to = data.to
          const none = t`No data in this range`
          return (
            <>
              <p className={styles.muted}>
                <Trans>
                  {from} to {to}, UTC days. Tap or hover a bar for its value.
                </Trans>
              </p>
              <BarChart
                title={t`Revenue`}
                summary={t`Total: ${revenue}`}
                points={data.days.map((d) => ({ label: day(d), value: d.revenue }))}
                format={formatUsd}
                emptyText={none}
              />
              <BarChart
                title={t`New users`}
                summary={t`Total: ${users}`}
                points={data.days.map((d) => ({ label: day(d), value: d.new_users }))}
                format={count}
                emptyText={none}
              />
              <BarChart
                title={t`Purchases`}
                summary={t`Total: ${purchases}`}
                points={data.days.map((d) => ({ label: day(d), value: d.purchase_count }))}
                format={count}
                emptyText={none}
              />
              <BarChart
                title={t`Deposits`}
                summary={t`Total: ${deposits}`}
                points={data.days.map((d) => ({ label: day(d), value: d.deposits }))}
                format={formatUsd}
                emptyText={none}
              />
            </>
          )
        }}
      </QueryView>
      <QueryView query={reconciliation}>
        {(data) => <ReconciliationCard report={data.report} />}
      </QueryView>
    </AdminPage>
  )
}
