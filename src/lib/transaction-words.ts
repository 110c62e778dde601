// Ledger entries as a person reads them, in their language: the type, the status and what the entry
// was for. The history and the admin console both say it this way. The server stores each entry's
// kind and blanks (contract/transaction-kind.ts); its English sentence is shown only when there is
// no kind, i.e. a reason an admin typed.
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Transaction } from '@contract/domains'
import { REFUND_KINDS } from '@contract/transaction-kind'

type Entry = Pick<Transaction, 'type' | 'kind' | 'params' | 'description'>

export function useTransactionWords() {
  const { t } = useLingui()
  // Nouns, with a context of their own: "Refund" is also the admin's verb on a button.
  const type: Record<Transaction['type'], string> = {
    deposit: t({ message: 'Deposit', context: 'transaction type' }),
    purchase: t({ message: 'Purchase', context: 'transaction type' }),
    refund: t({ message: 'Refund', context: 'transaction type' }),
    promo: t({ message: 'Promo code', context: 'transaction type' }),
    adjustment: t({ message: 'Adjustment', context: 'transaction type' }),
    referral_reward: t({ message: 'Referral reward', context: 'transaction type' }),
    referral_reversal: t({ message: 'Referral reward returned', context: 'transaction type' }),
  }
  const status: Record<Transaction['status'], string> = {
    completed: t({ message: 'Completed', context: 'transaction status' }),
    pending: t({ message: 'Pending', context: 'transaction status' }),
    failed: t({ message: 'Failed', context: 'transaction status' }),
    cancelled: t({ message: 'Cancelled', context: 'transaction status' }),
  }

  /** A Stars refund is booked as an adjustment debit, yet it is a refund to whoever reads it. */
  const typeOf = (tx: Entry): string =>
    tx.kind && REFUND_KINDS.includes(tx.kind) ? type.refund : type[tx.type]

  /** `admin`: the console's wording, which names the order where a user's would say "you". */
  const describe = (tx: Entry, { admin = false } = {}): string => {
    const p = tx.params ?? {}
    const order = String(p.order ?? '')
    const domain = String(p.domain ?? '')
    const domains = String(p.domains ?? '')
    const stars = Number(p.stars ?? 0)
    const years = Number(p.years ?? 1)
    const span = () =>
      plural(years, { one: '# year', few: '# years', many: '# years', other: '# years' })
    // Referral entries were worded from their type before they had a kind.
    const referral = tx.type === 'referral_reward' || tx.type === 'referral_reversal'
    switch (tx.kind ?? (referral ? tx.type : null)) {
      case 'domain_purchase':
        return t`Domain purchase: ${domains}`
      case 'market_purchase':
        return t`After Market purchase: ${domains}`
      case 'domain_renewal': {
        const term = span()
        return t`Domain renewal: ${domain}, ${term}`
      }
      case 'auto_renewal': {
        const term = span()
        return t`Auto-renewal: ${domain}, ${term}`
      }
      case 'registration_refund':
        return t`Refund: ${domain} could not be registered`
      case 'renewal_refund':
        return domain
          ? t`Refund: the renewal of ${domain} did not complete`
          : t`Refund: a renewal did not complete`
      case 'domain_transfer':
        return t`Domain transfer: ${domain}`
      case 'transfer_refund':
        return t`Refund: the transfer of ${domain} did not complete`
      case 'transfer_cancel_refund':
        return t`Refund: the transfer of ${domain} was cancelled`
      case 'promo_code': {
        const code = String(p.code ?? '')
        return t`Promo code ${code}`
      }
      case 'stars_topup':
        return t`Top-up in Telegram Stars: ${stars}`
      case 'stars_refund':
        return t`Telegram Stars returned: ${stars}`
      case 'stars_refund_reversed':
        return t`Telegram refused to return ${stars} Stars; the money is back on the balance`
      case 'demo_topup':
        return t`Demo top-up`
      case 'demo_topup_refund':
        return t`Demo top-up returned`
      case 'demo_deposit':
        return t`Demo deposit`
      case 'referral_reward': {
        const percent = String(p.percent ?? '')
        if (admin && order) return t`Referral reward: ${percent}% of order ${order}`
        return t`Your share of a purchase by a user you invited`
      }
      case 'referral_reversal':
        if (admin && order) return t`Referral reward returned: order ${order} was refunded`
        return t`A purchase by a user you invited was refunded`
      default:
        return tx.description
    }
  }
  return { type, status, typeOf, describe }
}
