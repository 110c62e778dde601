import { Trans, useLingui } from '@lingui/react/macro'
import type { ReconciliationDifference, ReconciliationReport } from '@contract/admin-reports'
import { Card } from '@/components/ui/card'
import styles from './admin.module.css'
import { DAY_AND_TIME, formatDate } from '@/lib/format-date'

function useKindLabel() {
  const { t } = useLingui()
  return (kind: ReconciliationDifference['kind']) =>
    ({
      domain_missing: t`Not at the registrar`,
      expiry_mismatch: t`Expiry differs`,
      registrar_error: t`Registrar error`,
      registrar_unsupported: t`Registrar cannot be checked`,
      balance_mismatch: t`Balance differs from ledger`,
    })[kind]
}

/** The last nightly reconciliation on the statistics screen: when it ran and what disagreed. */
export function ReconciliationCard({ report }: { report: ReconciliationReport | null }) {
  const { i18n } = useLingui()
  const label = useKindLabel()
  const title = <Trans>Reconciliation</Trans>
  if (!report) {
    return (
      <Card title={title} data-testid="reconciliation">
        <p className={styles.muted}>
          <Trans>The nightly check has not run yet.</Trans>
        </p>
      </Card>
    )
  }
  const ranAt = formatDate(report.ran_at, i18n.locale, DAY_AND_TIME)
  const domainsChecked = report.domains_checked
  const balancesChecked = report.balances_checked
  const differences = report.difference_count
  return (
    <Card title={title} data-testid="reconciliation">
      <p className={styles.muted}>
        <Trans>
          Last run {ranAt}: {domainsChecked} domains and {balancesChecked} balances checked.
        </Trans>
      </p>
      {differences === 0 ? (
        <p className={styles.good}>
          <Trans>No differences.</Trans>
        </p>
      ) : (
        <>
          <p className={styles.bad}>
            <Trans>Differences: {differences}</Trans>
          </p>
          <ul className={styles.list}>
            {report.differences.map((d, i) => (
              <li key={i} className={styles.row} data-testid="reconciliation-difference">
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{d.subject}</span>
                  <span className={styles.rowMeta}>{label(d.kind)}</span>
                </div>
                <div className={styles.rowSide}>
                  {d.expected ?? '—'} → {d.actual ?? '—'}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}
