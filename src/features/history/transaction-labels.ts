import { useLingui } from '@lingui/react/macro'
import type { Transaction } from '@contract/domains'
import { formatUsd } from '@contract/money'

/** Translated names of transaction types and statuses. */
export function useTransactionLabels() {
  const { t } = useLingui()
  const type: Record<Transaction['type'], string> = {
    deposit: t`Deposit`,
    purchase: t`Purchase`,
    refund: t`Refund`,
    promo: t`Promo code`,
    adjustment: t`Adjustment`,
  }
  const status: Record<Transaction['status'], string> = {
    completed: t`Completed`,
    pending: t`Pending`,
    failed: t`Failed`,
    cancelled: t`Cancelled`,
  }
  return { type, status }
}

/** Signed amount as the history shows it: credits `+$10.00`, debits `-$10.48`. */
export const signedAmount = (amount: number): string =>
  amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount)
