import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useIsMutating } from '@tanstack/react-query'
import type { AftermarketDomain } from '@contract/aftermarket'
import { formatUsd } from '@contract/money'
import { newIdempotencyKey } from '@/lib/api-client'
import { EmptyState } from '@/components/ui/empty-state'
import { CartIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { isStalledOffline } from '@/lib/query-status'
import { useMarketCart } from '../api/get-market-cart'
import { marketCheckoutMutationKey } from '../api/market-checkout'
import { useRemoveFromMarketCart } from '../api/remove-from-market-cart'
import { MarketCheckoutPanel } from './market-checkout-panel'
import { WriteError, type WriteFailure } from './write-error'
import styles from './market.module.css'
import { LoadError } from '@/components/ui/load-error'
import { DomainName } from '@/components/ui/domain-name'

/** /aftermarket-cart: the market cart, its total and the checkout. */
export function MarketCartPage() {
  const cart = useMarketCart()
  const checkingOut = useIsMutating({ mutationKey: marketCheckoutMutationKey }) > 0
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>After Market cart</Trans>
      </h1>
      {cart.isError || isStalledOffline(cart) ? (
        <LoadError
          className={styles.center}
          messageClassName={styles.error}
          message={<Trans>Error loading the cart</Trans>}
          onRetry={() => void cart.refetch()}
          data-testid="market-cart-error"
        />
      ) : cart.isPending ? (
        <ul className={styles.list} aria-busy="true">
          {[0, 1].map((i) => (
            <li key={i} className={styles.card}>
              <Skeleton width="60%" height={18} round />
            </li>
          ))}
        </ul>
      ) : cart.data.domains.length === 0 ? (
        <EmptyState
          icon={<CartIcon size={44} />}
          title={<Trans>The After Market cart is empty.</Trans>}
          action={
            <Link to="/aftermarket" className={styles.cartLink}>
              <Trans>Browse the After Market</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.list} data-testid="market-cart-items">
            {cart.data.domains.map((d) => (
              <CartRow key={d.id} item={d} disabled={checkingOut} />
            ))}
          </ul>
          <MarketCheckoutPanel total={cart.data.total} itemCount={cart.data.domains.length} />
        </>
      )}
    </div>
  )
}

function CartRow({ item, disabled }: { item: AftermarketDomain; disabled: boolean }) {
  const { t } = useLingui()
  const remove = useRemoveFromMarketCart()
  const [failure, setFailure] = useState<WriteFailure | null>(null)
  const domain = item.domain
  return (
    <li className={styles.card} data-testid="market-cart-item" data-domain={domain}>
      <div className={styles.row}>
        <span className={styles.domain}>
          <DomainName name={domain} />
        </span>
        <span className={styles.price}>{formatUsd(item.price)}</span>
        <button
          type="button"
          className={styles.remove}
          data-testid="market-cart-remove"
          aria-label={t`Remove ${domain}`}
          disabled={disabled}
          onClick={() => {
            setFailure(null)
            remove.mutate(
              { domain_id: item.id, idempotencyKey: newIdempotencyKey() },
              { onError: (error) => setFailure({ error }) },
            )
          }}
        >
          ×
        </button>
      </div>
      {failure && <WriteError failure={failure} />}
    </li>
  )
}
