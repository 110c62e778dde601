import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { useIsMutating } from '@tanstack/react-query'
import { checkoutMutationKey } from '../api/checkout'
import { useCart } from '../api/get-cart'
import { CartIcon } from '@/components/ui/icons'
import { isStalledOffline } from '@/lib/query-status'
import { CartItems, CartItemsSkeleton } from './cart-items'
import { CheckoutPanel } from './checkout-panel'
import styles from './cart.module.css'
import { LoadError } from '@/components/ui/load-error'

/** /cart: the server-side cart, its total and the checkout. */
export function CartPage() {
  const cart = useCart()
  const checkingOut = useIsMutating({ mutationKey: checkoutMutationKey }) > 0

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Cart</Trans>
      </h1>
      <CartBody cart={cart} checkingOut={checkingOut} />
    </div>
  )
}

function CartBody({
  cart,
  checkingOut,
}: {
  cart: ReturnType<typeof useCart>
  checkingOut: boolean
}) {
  if (cart.isError || isStalledOffline(cart)) {
    return (
      <LoadError
        className={styles.empty}
        message={<Trans>The cart could not be loaded.</Trans>}
        onRetry={() => void cart.refetch()}
      />
    )
  }
  if (cart.isPending) return <CartItemsSkeleton />
  if (cart.data.items.length === 0) {
    return (
      <div className={styles.empty} data-testid="cart-empty">
        <span className={styles.emptyIcon}>
          <CartIcon size={40} />
        </span>
        <p>
          <Trans>Your cart is empty.</Trans>
        </p>
        <Link to="/buy" className={styles.cta}>
          <Trans>Find a domain</Trans>
        </Link>
      </div>
    )
  }
  return (
    <>
      <CartItems items={cart.data.items} disabled={checkingOut} />
      <CheckoutPanel total={cart.data.total} itemCount={cart.data.items.length} />
    </>
  )
}
