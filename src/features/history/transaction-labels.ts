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
    referral_reward: t`Referral reward`,
    referral_reversal: t`Referral reward returned`,
  }
  const status: Record<Transaction['status'], string> = {
    completed: t`Completed`,
    pending: t`Pending`,
    failed: t`Failed`,
    cancelled: t`Cancelled`,
  }
  // The server writes descriptions in English; these types have one in the reader's language.
  const description: Partial<Record<Transaction['type'], string>> = {
    referral_reward: t`Your share of a purchase by a user you invited`,
    referral_reversal: t`A purchase by a user you invited was refunded`,
  }
  return { type, status, description }
}

/** Signed amount as the history shows it: credits `+$10.00`, debits `-$10.48`. */
export const signedAmount = (amount: number): string =>
  amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount)
