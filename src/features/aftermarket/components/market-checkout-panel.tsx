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
import { useToast } from '@/components/ui/toast'
import { useMarketCheckout } from '../api/market-checkout'
import { outcomeOfAnswer, outcomeOfFailure, type MarketOutcome } from '../market-outcome'
import { MarketCheckoutMessage } from './market-checkout-message'
import styles from './market.module.css'

/** Total, balance and the buy button: disabled when empty, short, offline or submitting. */
export function MarketCheckoutPanel({ total, itemCount }: { total: number; itemCount: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const toast = useToast()
  const balance = useBalance()
  const checkout = useMarketCheckout()
  const online = useOnline()
  const [outcome, setOutcome] = useState<MarketOutcome | null>(null)
  const short = balance !== undefined && balance < total
  const totalText = formatUsd(total)
  const balanceText = balance === undefined ? '' : formatUsd(balance)

  // One key per press; mutateAsync so the way to /panel survives this panel unmounting.
  const submit = async () => {
    setOutcome(null)
    let next: MarketOutcome
    try {
      next = outcomeOfAnswer(
        await checkout.mutateAsync({ idempotencyKey: newIdempotencyKey() }),
        total,
      )
    } catch (err) {
      next = outcomeOfFailure(err)
    }
    if (next.kind !== 'done') {
      setOutcome(next)
      return haptic.error()
    }
    const names = next.purchased.join(', ')
    const newBalance = formatUsd(next.newBalance)
    toast.show(t`Purchased: ${names}. New balance: ${newBalance}`, {
      kind: 'success',
      durationMs: 5000,
    })
    await navigate({ to: '/panel' })
  }

  return (
    <section className={styles.summary} aria-label={t`Order summary`}>
      <div className={styles.row}>
        <span>
          <Trans>Total</Trans>
        </span>
        <strong data-testid="market-total">{totalText}</strong>
      </div>
      <div className={styles.row}>
        <span>
          <Trans>Balance</Trans>
        </span>
        {balance === undefined ? (
          <Skeleton width={64} round />
        ) : (
          <span data-testid="market-balance">{balanceText}</span>
        )}
      </div>
      {short && (
        <div className={styles.shortage} role="status" data-testid="market-insufficient">
          <strong>
            <Trans>Insufficient funds!</Trans>
          </strong>
          <span>
            <Trans>
              Required: {totalText} · Available: {balanceText}
            </Trans>
          </span>
          <Link to="/profile">
            <Trans>Top up the balance</Trans>
          </Link>
        </div>
      )}
      {outcome && <MarketCheckoutMessage outcome={outcome} />}
      {!online && (
        <p className={styles.notice} data-testid="market-offline">
          <Trans>You are offline. Checkout needs a connection.</Trans>
        </p>
      )}
      <PrimaryAction
        label={t`Buy for ${totalText}`}
        data-testid="market-checkout"
        loading={checkout.isPending}
        disabled={itemCount === 0 || balance === undefined || short || !online}
        onClick={() => void submit()}
      />
    </section>
  )
}
