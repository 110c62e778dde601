import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { TicketIcon } from '@/components/ui/icons'
import { PromoModal } from './promo-modal'
import styles from './profile.module.css'

/** The "Promo code" row; the modal opens over the profile. */
export function PromoRow() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.row}
        onClick={() => setOpen(true)}
        data-testid="promo-row"
      >
        <span className={styles.rowIcon} aria-hidden="true">
          <TicketIcon size={22} />
        </span>
        <span className={styles.rowLabel}>
          <Trans>Activate a promo code</Trans>
        </span>
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </button>
      <PromoModal open={open} onClose={() => setOpen(false)} />
    </>
  )
}
