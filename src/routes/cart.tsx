import { createFileRoute } from '@tanstack/react-router'
import { cartQueryOptions } from '@/features/cart/api/get-cart'
import { CartPage } from '@/features/cart/components/cart-page'

export const Route = createFileRoute('/cart')({
  // Spec section 8: a cart loading error is not a route error; the page offers a retry.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(cartQueryOptions()).catch(() => undefined),
  component: CartPage,
})
