import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { CheckoutPanel } from '@/components/checkout/checkout-panel'
import { useToast } from '@/components/ui/toast'
import { usePurchase } from '@/lib/use-purchase'
import { useMarketCheckout } from '../api/market-checkout'
import { outcomeOfAnswer, outcomeOfFailure } from '../market-outcome'
import { MarketCheckoutMessage } from './market-checkout-message'

const testIds = {
  total: 'market-total',
  balance: 'market-balance',
  insufficient: 'market-insufficient',
  offline: 'market-offline',
  button: 'market-checkout',
}

/** The After Market checkout: a purchase is announced in a toast on the way to /panel. */
export function MarketCheckoutPanel({ total, itemCount }: { total: number; itemCount: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const toast = useToast()
  const checkout = useMarketCheckout()
  const purchase = usePurchase({
    send: async (idempotencyKey) =>
      outcomeOfAnswer(await checkout.mutateAsync({ idempotencyKey }), total),
    ofError: outcomeOfFailure,
    succeeded: (o) => o.kind === 'done',
    then: (o) => {
      if (o.kind !== 'done') return
      const names = o.purchased.join(', ')
      const newBalance = formatUsd(o.newBalance)
      toast.show(t`Purchased: ${names}. New balance: ${newBalance}`, {
        kind: 'success',
        durationMs: 5000,
      })
      return navigate({ to: '/panel' })
    },
  })

  return (
    <CheckoutPanel
      total={total}
      itemCount={itemCount}
      pending={purchase.busy}
      onBuy={() => void purchase.submit()}
      message={purchase.outcome && <MarketCheckoutMessage outcome={purchase.outcome} />}
      testIds={testIds}
    />
  )
}
