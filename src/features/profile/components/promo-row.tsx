import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { TicketIcon } from '@/components/ui/icons'
import { PromoModal } from './promo-modal'
import { MenuRowButton } from './menu-row-button'

/** The "Promo code" row; the modal opens over the profile. */
export function PromoRow() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <MenuRowButton
        icon={<TicketIcon size={22} />}
        label={<Trans>Activate a promo code</Trans>}
        onClick={() => setOpen(true)}
        data-testid="promo-row"
      />
      <PromoModal open={open} onClose={() => setOpen(false)} />
    </>
  )
}
