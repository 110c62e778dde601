import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import styles from './checkout.module.css'

/** Spec section 8: the balance is below the total; says by how much and where to top up. */
export function InsufficientFunds({
  totalText,
  balanceText,
  testId,
}: {
  totalText: string
  balanceText: string
  testId: string
}) {
  return (
    <div className={styles.shortage} role="status" data-testid={testId}>
      <strong>
        <Trans>Insufficient funds!</Trans>
      </strong>
      <span>
        <Trans>
          Required: {totalText} · Available: {balanceText}
        </Trans>
      </span>
      <Link to="/profile" className={styles.topUp}>
        <Trans>Top up the balance</Trans>
      </Link>
    </div>
  )
}
