import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { PurchaseFailureMessage } from '@/components/checkout/purchase-failure-message'
import type { CheckoutOutcome } from '../checkout-outcome'
import styles from './cart.module.css'

/** The spec's checkout texts (section 8) for what just happened. */
export function CheckoutMessage({ outcome }: { outcome: CheckoutOutcome }) {
  if (outcome.kind !== 'done') {
    return <PurchaseFailureMessage failure={outcome} testId="checkout-error" />
  }
  if (outcome.failed.length === 0) return null
  const bought = outcome.purchased.join(', ')
  const left = outcome.failed.map((f) => f.domain).join(', ')
  return (
    <div className={styles.notice} role="status" data-testid="checkout-partial">
      <Trans>Bought: {bought}.</Trans> <Trans>Not available, left in the cart: {left}.</Trans>{' '}
      <Link to="/panel">
        <Trans>Go to my domains</Trans>
      </Link>
    </div>
  )
}
