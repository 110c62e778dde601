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
    then: (o) => {
      if (o.kind === 'done' && o.failed.length === 0) return navigate({ to: '/panel' })
    },
  })

  return (
    <Panel
      total={total}
      itemCount={itemCount}
      pending={purchase.busy}
      onBuy={() => void purchase.submit()}
      message={purchase.outcome && <CheckoutMessage outcome={purchase.outcome} />}
      testIds={testIds}
    />
  )
}
