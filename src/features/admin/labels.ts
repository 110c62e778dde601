import { useLingui } from '@lingui/react/macro'
import type { AdminDomain, AdminTransaction } from '@contract/admin'
import { useTransactionWords } from '@/lib/transaction-words'
import styles from './components/admin.module.css'

type TxStatus = AdminTransaction['status']
type DomainStatus = AdminDomain['status']

/** Translated names of ledger types and statuses and of domain statuses. */
export function useLabels() {
  const { t } = useLingui()
  const { type: txType, status: txStatus } = useTransactionWords()
  const domainStatus: Record<DomainStatus, string> = {
    registering: t`Registering`,
    pending_cf: t`Configuring CDN`,
    active: t`Active`,
    failed: t`Failed`,
    expired: t`Expired`,
    redemption: t`Redemption`,
    released: t`Released`,
  }
  return { txType, txStatus, domainStatus }
}

/** Spec colours: completed green, pending amber, failed red, cancelled grey. */
export const txStatusClass: Record<TxStatus, string> = {
  completed: `${styles.badge} ${styles.good}`,
  pending: `${styles.badge} ${styles.warn}`,
  failed: `${styles.badge} ${styles.bad}`,
  cancelled: styles.badge ?? '',
}

export const domainStatusClass: Record<DomainStatus, string> = {
  registering: `${styles.badge} ${styles.warn}`,
  pending_cf: `${styles.badge} ${styles.warn}`,
  active: `${styles.badge} ${styles.good}`,
  failed: `${styles.badge} ${styles.bad}`,
  expired: `${styles.badge} ${styles.bad}`,
  redemption: `${styles.badge} ${styles.bad}`,
  released: styles.badge ?? '',
}
