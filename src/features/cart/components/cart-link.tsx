import { Link } from '@tanstack/react-router'
import { Plural, Trans } from '@lingui/react/macro'
import { formatUsd } from '@contract/money'
import { useCart } from '../api/get-cart'
import { CartIcon } from '@/components/ui/icons'
import styles from './cart-link.module.css'

/** The way from the search to the cart, shown once something is in it. */
export function CartLink() {
  const cart = useCart()
  const count = cart.data?.items.length ?? 0
  if (count === 0) return null
  const total = formatUsd(cart.data?.total ?? 0)
  return (
    <Link to="/cart" className={styles.link} data-testid="cart-link">
      <CartIcon size={22} />
      <span className={styles.label}>
        <Plural value={count} one="# domain in cart" other="# domains in cart" />
      </span>
      <span className={styles.total}>
        <Trans>{total} →</Trans>
      </span>
    </Link>
  )
}
