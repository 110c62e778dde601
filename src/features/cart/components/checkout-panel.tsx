import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { newIdempotencyKey } from '@/lib/api-client'
import { useBalance } from '@/lib/profile-query'
import { useOnline } from '@/lib/offline/use-online'
import { haptic } from '@/lib/telegram/haptic'
import { PrimaryAction } from '@/components/ui/primary-action'
import { Skeleton } from '@/components/ui/skeleton'
import { useCheckout } from '../api/checkout'
import { outcomeOfError, outcomeOfResponse, type CheckoutOutcome } from '../checkout-outcome'
import { CheckoutMessage } from './checkout-message'
import styles from './cart.module.css'

export interface CheckoutPanelProps {
  total: number
  itemCount: number
}

/** Total, balance and the checkout button, disabled when empty, submitting or short of funds. */
export function CheckoutPanel({ total, itemCount }: CheckoutPanelProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const balance = useBalance()
  const checkout = useCheckout()
  const online = useOnline()
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null)
  const short = balance !== undefined && balance < total
  const totalText = formatUsd(total)
  const balanceText = balance === undefined ? '' : formatUsd(balance)

  // mutateAsync, not mutate's callbacks: the refreshed (now empty) cart may unmount this panel
  // before the answer is handled, and the way to /panel must not depend on it staying mounted.
  const submit = async () => {
    setOutcome(null)
    let next: CheckoutOutcome
    try {
      next = outcomeOfResponse(
        await checkout.mutateAsync({ idempotencyKey: newIdempotencyKey() }),
        total,
      )
    } catch (err) {
      next = outcomeOfError(err)
    }
    setOutcome(next)
    if (next.kind !== 'done') return haptic.error()
    haptic.success()
    if (next.failed.length === 0) await navigate({ to: '/panel' })
  }

  return (
    <section className={styles.summary} aria-label={t`Order summary`}>
      <div className={styles.line}>
        <span>
          <Trans>Total</Trans>
        </span>
        <strong data-testid="cart-total">{totalText}</strong>
      </div>
      <div className={styles.line}>
        <span>
          <Trans>Balance</Trans>
        </span>
        {balance === undefined ? (
          <Skeleton width={64} round />
        ) : (
          <span data-testid="cart-balance">{balanceText}</span>
        )}
      </div>
      {short && itemCount > 0 && (
        <div className={styles.shortage} role="status" data-testid="insufficient-funds">
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
      )}
      {outcome && <CheckoutMessage outcome={outcome} />}
      {!online && (
        <p className={styles.offline} data-testid="checkout-offline">
          <Trans>You are offline. Checkout needs a connection.</Trans>
        </p>
      )}
      <PrimaryAction
        label={t`Buy for ${totalText}`}
        data-testid="checkout-button"
        loading={checkout.isPending}
        disabled={itemCount === 0 || balance === undefined || short || !online}
        onClick={() => void submit()}
      />
    </section>
  )
}
