import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { useOnline } from '@/lib/offline/use-online'
import { useBalance } from '@/lib/profile-query'
import { PrimaryAction } from '../ui/primary-action'
import { Skeleton } from '../ui/skeleton'
import { InsufficientFunds } from './insufficient-funds'
import styles from './checkout.module.css'

/** The data-testid of each part, which the e2e tests of each cart read. */
export interface CheckoutPanelTestIds {
  total: string
  balance: string
  insufficient: string
  offline: string
  button: string
}

export interface CheckoutPanelProps {
  total: number
  itemCount: number
  /** The call is on its way: the button spins. */
  pending: boolean
  onBuy: () => void
  /** The last press's outcome, in the cart's own words. */
  message: ReactNode
  testIds: CheckoutPanelTestIds
}

/** Total, balance and the buy button: disabled when empty, short, offline or submitting. */
export function CheckoutPanel({
  total,
  itemCount,
  pending,
  onBuy,
  message,
  testIds,
}: CheckoutPanelProps) {
  const { t } = useLingui()
  const balance = useBalance()
  const online = useOnline()
  const short = balance !== undefined && balance < total
  const totalText = formatUsd(total)
  const balanceText = balance === undefined ? '' : formatUsd(balance)

  return (
    <section className={styles.summary} aria-label={t`Order summary`}>
      <div className={styles.line}>
        <span>
          <Trans>Total</Trans>
        </span>
        <strong data-testid={testIds.total}>{totalText}</strong>
      </div>
      <div className={styles.line}>
        <span>
          <Trans>Balance</Trans>
        </span>
        {balance === undefined ? (
          <Skeleton width={64} round />
        ) : (
          <span data-testid={testIds.balance}>{balanceText}</span>
        )}
      </div>
      {short && itemCount > 0 && (
        <InsufficientFunds
          totalText={totalText}
          balanceText={balanceText}
          testId={testIds.insufficient}
        />
      )}
      {message}
      {!online && (
        <p className={styles.offline} data-testid={testIds.offline}>
          <Trans>You are offline. Checkout needs a connection.</Trans>
        </p>
      )}
      <PrimaryAction
        label={t`Buy for ${totalText}`}
        data-testid={testIds.button}
        loading={pending}
        disabled={itemCount === 0 || balance === undefined || short || !online}
        onClick={onBuy}
      />
    </section>
  )
}
