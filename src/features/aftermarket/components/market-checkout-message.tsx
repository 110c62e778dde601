import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import type { MarketOutcome } from '../market-outcome'
import styles from './market.module.css'

/** The spec's checkout texts (section 8) for a market checkout that bought nothing. */
export function MarketCheckoutMessage({ outcome }: { outcome: MarketOutcome }) {
  switch (outcome.kind) {
    case 'done':
    case 'banned':
      return null
    case 'insufficient': {
      const amount = formatUsd(outcome.need)
      return (
        <p className={styles.error} role="alert" data-testid="market-checkout-error">
          <Trans>Insufficient funds. Required: {amount}</Trans>
        </p>
      )
    }
    case 'unavailable': {
      const names = outcome.domains.join(', ')
      return (
        <p className={styles.error} role="alert" data-testid="market-checkout-error">
          <Trans>Already sold: {names}. It left the cart; nothing was charged.</Trans>
        </p>
      )
    }
    case 'network':
      return (
        <p className={styles.error} role="alert" data-testid="market-checkout-error">
          <Trans>Error while placing the order</Trans>
        </p>
      )
    case 'refused':
      return (
        <p className={styles.error} role="alert" data-testid="market-checkout-error">
          {outcome.message ?? <Trans>Purchase error</Trans>}
        </p>
      )
  }
}
