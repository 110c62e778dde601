import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatUsd } from '@contract/money'
import { useAdminStats } from '../api/reports'
import { useAdminSections } from '../admin-sections'
import { lastDays } from '../format'
import { AdminPage } from './admin-page'
import styles from './admin.module.css'

/** The console's landing page: the last 30 days at a glance and a tile per section. */
export function AdminHome() {
  const { t } = useLingui()
  const sections = useAdminSections().filter((s) => s.to !== '/admin')
  const stats = useAdminStats(lastDays(30))
  const totals = stats.data?.totals
  const figures = [
    { label: t`Revenue, 30 days`, value: totals ? formatUsd(totals.revenue) : '…' },
    { label: t`Deposits, 30 days`, value: totals ? formatUsd(totals.deposits) : '…' },
    { label: t`New users, 30 days`, value: totals ? String(totals.new_users) : '…' },
    { label: t`Purchases, 30 days`, value: totals ? String(totals.purchase_count) : '…' },
  ]
  return (
    <AdminPage title={<Trans>Overview</Trans>} testId="admin-home">
      {(stats.data || !stats.isError) && (
        <div className={styles.grid}>
          {figures.map((f) => (
            <Link key={f.label} to="/admin/stats" className={styles.tile}>
              <span className={styles.muted}>{f.label}</span>
              <span className={styles.tileValue}>{f.value}</span>
            </Link>
          ))}
        </div>
      )}
      <div className={styles.grid}>
        {sections.map((s) => (
          <Link key={s.to} to={s.to} className={styles.tile}>
            <strong>{s.label}</strong>
            <span className={styles.muted}>{s.description}</span>
          </Link>
        ))}
      </div>
    </AdminPage>
  )
}
