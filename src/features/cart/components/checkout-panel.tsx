import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { CheckoutPanel as Panel } from '@/components/checkout/checkout-panel'
import { usePurchase } from '@/lib/use-purchase'
import { useCheckout } from '../api/checkout'
import { outcomeOfError, outcomeOfResponse } from '../checkout-outcome'
import { CheckoutMessage } from './checkout-message'

export interface CheckoutPanelProps {
  total: number
  itemCount: number
}

const testIds = {
  total: 'cart-total',
  balance: 'cart-balance',
  insufficient: 'insufficient-funds',
  offline: 'checkout-offline',
  button: 'checkout-button',
}

/** The cart's checkout: a full purchase goes on to /panel, a partial one says what stayed. */
export function CheckoutPanel({ total, itemCount }: CheckoutPanelProps) {
  const navigate = useNavigate()
  const checkout = useCheckout()
  const purchase = usePurchase({
    send: async (idempotencyKey) =>
      outcomeOfResponse(await checkout.mutateAsync({ idempotencyKey }), total),
    ofError: outcomeOfError,
    succeeded: (o) => o.kind === 'done',
  })

  // Paid and on the way to /panel: the button stays busy until the panel is in, not pressable again
  // (as the MainButton it was active with the old total while the panel loaded).
  const [leaving, setLeaving] = useState(false)
  const buy = async () => {
    const next = await purchase.submit()
    if (next.kind !== 'done' || next.failed.length > 0) return
    setLeaving(true)
    try {
      await navigate({ to: '/panel' })
    } finally {
      setLeaving(false)
    }
  }

  return (
    <Panel
      total={total}
      itemCount={itemCount}
      pending={checkout.isPending || leaving}
      onBuy={() => void buy()}
      message={purchase.outcome && <CheckoutMessage outcome={purchase.outcome} />}
      testIds={testIds}
    />
  )
}
