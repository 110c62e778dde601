import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError, newIdempotencyKey } from '@/lib/api-client'
import { isRegistrarUnreachable, registrarUnreachableText } from '@/lib/registrar-unreachable'
import { haptic } from '@/lib/telegram/haptic'
import { Button } from '@/components/ui/button'
import { useAddToCart } from '../api/add-to-cart'
import { useCart } from '../api/get-cart'
import styles from './cart.module.css'

export interface AddToCartButtonProps {
  domain: string
  price: number
  renewal_price: number
  available: boolean
}

/** A search row's action: add, or say why not (taken, already in the cart). */
export function AddToCartButton({ domain, price, renewal_price, available }: AddToCartButtonProps) {
  const cart = useCart()
  const add = useAddToCart()
  const { i18n } = useLingui()
  const inCart = cart.data?.items.some((i) => i.domain === domain) ?? false

  if (!available) {
    return (
      <Button variant="secondary" size="sm" block disabled data-testid="add-to-cart">
        <Trans>Taken</Trans>
      </Button>
    )
  }
  if (inCart) {
    return (
      <Button variant="secondary" size="sm" block disabled data-testid="add-to-cart" data-in-cart>
        <Trans>✓ In cart</Trans>
      </Button>
    )
  }
  return (
    <>
      <Button
        size="sm"
        block
        data-testid="add-to-cart"
        onClick={() => {
          haptic.impact()
          add.mutate(
            { domain, price, renewal_price, idempotencyKey: newIdempotencyKey() },
            { onError: () => haptic.error() },
          )
        }}
      >
        <Trans>Add to cart</Trans>
      </Button>
      {add.isError && (
        <p className={styles.rowError} role="alert">
          {isRegistrarUnreachable(add.error) ? (
            i18n._(registrarUnreachableText)
          ) : add.error instanceof ApiError && add.error.code !== 'request_failed' ? (
            add.error.message
          ) : (
            <Trans>Could not add to the cart. Try again.</Trans>
          )}
        </p>
      )}
    </>
  )
}
