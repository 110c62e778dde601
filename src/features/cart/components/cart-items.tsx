import { Trans, useLingui } from '@lingui/react/macro'
import type { CartItem } from '@contract/cart'
import { formatUsd } from '@contract/money'
import { newIdempotencyKey } from '@/lib/api-client'
import { usePendingWrites } from '@/lib/offline/use-queued-mutation'
import { useOnline } from '@/lib/offline/use-online'
import { Skeleton } from '@/components/ui/skeleton'
import { cartAddWrite } from '../api/add-to-cart'
import { useRemoveFromCart } from '../api/remove-from-cart'
import styles from './cart.module.css'
import { DomainName } from '@/components/ui/domain-name'

export function CartItems({ items, disabled }: { items: CartItem[]; disabled: boolean }) {
  const { t } = useLingui()
  const remove = useRemoveFromCart()
  const online = useOnline()
  const pending = new Set(usePendingWrites(cartAddWrite).map((w) => w.domain))
  return (
    <ul className={styles.items} data-testid="cart-items">
      {items.map((item) => {
        const domain = item.domain
        const renewal = formatUsd(item.renewal_price)
        return (
          <li
            key={item.domain}
            className={styles.item}
            data-testid="cart-item"
            data-domain={item.domain}
          >
            <div className={styles.itemMain}>
              <span className={styles.domain}>
                <DomainName name={item.domain} />
              </span>
              <span className={styles.renewal}>
                <Trans>renewal {renewal}/yr</Trans>
              </span>
              {!online && pending.has(domain) && (
                <span className={styles.pending} data-testid="cart-item-pending">
                  <Trans>Waiting to sync</Trans>
                </span>
              )}
            </div>
            <span className={styles.price}>{formatUsd(item.price)}</span>
            <button
              type="button"
              className={styles.remove}
              data-testid="cart-remove"
              aria-label={t`Remove ${domain}`}
              disabled={disabled}
              onClick={() =>
                remove.mutate({ domain: item.domain, idempotencyKey: newIdempotencyKey() })
              }
            >
              ×
            </button>
          </li>
        )
      })}
    </ul>
  )
}

export function CartItemsSkeleton() {
  return (
    <ul className={styles.items} aria-busy="true">
      {[0, 1].map((i) => (
        <li key={i} className={styles.item}>
          <div className={styles.itemMain}>
            <Skeleton width="60%" height={18} round />
            <Skeleton width={90} height={12} round />
          </div>
          <Skeleton width={56} height={18} round />
        </li>
      ))}
    </ul>
  )
}
