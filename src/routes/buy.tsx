import { createFileRoute } from '@tanstack/react-router'
import { cartQueryOptions } from '@/features/cart/api/get-cart'
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button'
import { CartLink } from '@/features/cart/components/cart-link'
import { SearchPage } from '@/features/catalog/components/search-page'
import { TransferLink } from '@/features/transfer/components/transfer-link'
import { WatchButton } from '@/features/watchlist/components/watch-button'

export const Route = createFileRoute('/buy')({
  // The search box must not wait for the cart; the "in cart" marks fill in when it arrives.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(cartQueryOptions())
  },
  component: BuyRoute,
})

function BuyRoute() {
  return (
    <SearchPage
      renderAction={(r) =>
        r.available ? <AddToCartButton {...r} /> : <WatchButton domain={r.domain} />
      }
      footer={
        <>
          <CartLink />
          <TransferLink />
        </>
      }
    />
  )
}
