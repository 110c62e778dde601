import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import type { CheckoutOutcome } from '../checkout-outcome'
import styles from './cart.module.css'

/** The spec's checkout texts (section 8) for what just happened. */
export function CheckoutMessage({ outcome }: { outcome: CheckoutOutcome }) {
  switch (outcome.kind) {
    case 'banned':
      return null
    case 'done':
      if (outcome.failed.length === 0) return null
      return <PartialPurchase purchased={outcome.purchased} failed={outcome.failed} />
    case 'insufficient':
      return <Insufficient need={outcome.need} />
    case 'network':
      return (
        <p className={styles.error} role="alert" data-testid="checkout-error">
          <Trans>Error while placing the order</Trans>
        </p>
      )
    case 'refused':
      return (
        <p className={styles.error} role="alert" data-testid="checkout-error">
          {outcome.message ?? <Trans>Purchase error</Trans>}
        </p>
      )
  }
}

function PartialPurchase({
  purchased,
  failed,
}: {
  purchased: string[]
  failed: { domain: string }[]
}) {
  const bought = purchased.join(', ')
  const left = failed.map((f) => f.domain).join(', ')
  return (
    <div className={styles.notice} role="status" data-testid="checkout-partial">
      <Trans>Bought: {bought}.</Trans> <Trans>Not available, left in the cart: {left}.</Trans>{' '}
      <Link to="/panel">
        <Trans>Go to my domains</Trans>
      </Link>
    </div>
  )
}

function Insufficient({ need }: { need: number }) {
  const amount = formatUsd(need)
  return (
    <p className={styles.error} role="alert" data-testid="checkout-error">
      <Trans>Insufficient funds. Required: {amount}</Trans>
    </p>
  )
}
