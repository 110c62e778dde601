import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import styles from '../../components/domain.module.css'

/** Spec section 9: the transfer warning shows for 20 minutes after the purchase. */
export const TRANSFER_WINDOW_MS = 20 * 60_000

export const transferWarningLeftMs = (purchasedAt: string, now = Date.now()) =>
  Math.max(0, new Date(purchasedAt).getTime() + TRANSFER_WINDOW_MS - now)

export function TransferWarning({ purchasedAt }: { purchasedAt: string }) {
  const [left, setLeft] = useState(() => transferWarningLeftMs(purchasedAt))
  useEffect(() => {
    if (left === 0) return
    // Hides itself when the window closes, without a reload.
    const timer = setTimeout(() => setLeft(0), transferWarningLeftMs(purchasedAt))
    return () => clearTimeout(timer)
  }, [purchasedAt, left])
  if (left === 0) return null
  return (
    <p className={styles.warning} role="note" data-testid="transfer-warning">
      <Trans>
        The domain was bought less than 20 minutes ago and is still being transferred to your
        account. Name servers and DNS changes may take effect only once the transfer is complete.
      </Trans>
    </p>
  )
}
