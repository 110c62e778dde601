import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminVisits, type DateRange } from '../api/reports'
import { BarChart } from './bar-chart'
import { QueryView } from './query-view'
import { RangePicker } from './range-picker'
import { daysBetween, groupVisitsByDay } from '../visits'
import { AdminPage } from './admin-page'
import styles from './admin.module.css'

const count = (n: number) => String(n)

export function VisitsScreen({
  range,
  onRange,
}: {
  range: DateRange
  onRange: (next: DateRange) => void
}) {
  const { t } = useLingui()
  const visits = useAdminVisits(range)
  return (
    <AdminPage title={<Trans>Visits</Trans>} testId="admin-visits">
      <RangePicker range={range} onRange={onRange} />
      <QueryView
        query={visits}
        isEmpty={(d) => d.totals.length === 0}
        empty={<Trans>No visits in this range</Trans>}
      >
        {(data) => {
          const days = groupVisitsByDay(data.days)
          const byDate = new Map(days.map((d) => [d.date, d.total]))
          const total = data.totals.reduce((sum, p) => sum + p.count, 0)
          return (
            <>
              <BarChart
                title={t`Visits per day`}
                summary={t`Total: ${total}`}
                points={daysBetween(data.from, data.to).map((date) => ({
                  label: date.slice(5),
                  value: byDate.get(date) ?? 0,
                }))}
                format={count}
                emptyText={t`No visits in this range`}
              />
              <h2 className={styles.muted}>
                <Trans>Pages over the range</Trans>
              </h2>
              <ul className={styles.list}>
                {data.totals.map((p) => (
                  <li key={p.page_path} className={styles.row}>
                    <span className={styles.rowTitle}>{p.page_path}</span>
                    <span className={styles.amount}>{p.count}</span>
                  </li>
                ))}
              </ul>
              <h2 className={styles.muted}>
                <Trans>Pages per day</Trans>
              </h2>
              <ul className={styles.list}>
                {[...days].reverse().map((d) => (
                  <li key={d.date} className={styles.row}>
                    <details className={styles.rowMain}>
                      <summary>
                        {d.date} · {d.total}
                      </summary>
                      {d.paths.map((p) => (
                        <span key={p.page_path} className={styles.rowMeta}>
                          {p.page_path}: {p.count}
                        </span>
                      ))}
                    </details>
                  </li>
                ))}
              </ul>
            </>
          )
        }}
      </QueryView>
    </AdminPage>
  )
}
