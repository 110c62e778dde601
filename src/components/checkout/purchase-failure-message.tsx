import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import type { PurchaseFailure } from '@/lib/purchase-outcome'
import styles from './checkout.module.css'

/** An alert in the checkout panel's look: a failure of a purchase or a feature's own text. */
export function PurchaseAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className={styles.error} role="alert" data-testid={testId}>
      {children}
    </p>
  )
}

/** The spec's checkout texts (section 8) for a purchase that did not go through. */
export function PurchaseFailureMessage({
  failure,
  testId,
}: {
  failure: PurchaseFailure
  testId: string
}) {
  switch (failure.kind) {
    case 'banned':
      return null
    case 'insufficient': {
      const amount = formatUsd(failure.need)
      return (
        <PurchaseAlert testId={testId}>
          <Trans>Insufficient funds. Required: {amount}</Trans>
        </PurchaseAlert>
      )
    }
    case 'network':
      return (
        <PurchaseAlert testId={testId}>
          <Trans>Error while placing the order</Trans>
        </PurchaseAlert>
      )
    case 'refused':
      return (
        <PurchaseAlert testId={testId}>
          {failure.message ?? <Trans>Purchase error</Trans>}
        </PurchaseAlert>
      )
  }
}
