import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Transaction } from '@contract/domains'

/**
 * The entry's description in the user's language when the server sent its kind; the stored
 * English text otherwise (entries older than kinds, admin adjustments with a free-text reason).
 */
export function useTransactionText(): (tx: Transaction) => string {
  const { t } = useLingui()
  return (tx) => {
    const p = tx.params ?? {}
    const domain = String(p.domain ?? '')
    const yearsSpan = () => {
      const years = Number(p.years ?? 1)
      return plural(years, { one: '# year', few: '# years', many: '# years', other: '# years' })
    }
    switch (tx.kind) {
      case 'domain_purchase': {
        const domains = String(p.domains ?? '')
        return t`Domain purchase: ${domains}`
      }
      case 'domain_renewal': {
        const span = yearsSpan()
        return t`Domain renewal: ${domain}, ${span}`
      }
      case 'auto_renewal': {
        const span = yearsSpan()
        return t`Auto-renewal: ${domain}, ${span}`
      }
      case 'registration_refund':
        return t`Refund: ${domain} could not be registered`
      case 'domain_transfer':
        return t`Domain transfer: ${domain}`
      case 'transfer_refund':
        return t`Refund: the transfer of ${domain} did not complete`
      case 'transfer_cancel_refund':
        return t`Refund: the transfer of ${domain} was cancelled`
      case 'demo_topup':
        return t`Demo top-up`
      case 'demo_deposit':
        return t`Demo deposit`
      default:
        return tx.description
    }
  }
}
