import { Trans } from '@lingui/react/macro'
import {
  PurchaseAlert,
  PurchaseFailureMessage,
} from '@/components/checkout/purchase-failure-message'
import type { MarketOutcome } from '../market-outcome'

/** The spec's checkout texts (section 8) for a market checkout that bought nothing. */
export function MarketCheckoutMessage({ outcome }: { outcome: MarketOutcome }) {
  if (outcome.kind === 'done') return null
  if (outcome.kind === 'unavailable') {
    const names = outcome.domains.join(', ')
    return (
      <PurchaseAlert testId="market-checkout-error">
        <Trans>Already sold: {names}. It left the cart; nothing was charged.</Trans>
      </PurchaseAlert>
    )
  }
  return <PurchaseFailureMessage failure={outcome} testId="market-checkout-error" />
}
