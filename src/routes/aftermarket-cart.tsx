import { createFileRoute } from '@tanstack/react-router'
import { marketCartQueryOptions } from '@/features/aftermarket/api/get-market-cart'
import { MarketCartPage } from '@/features/aftermarket/components/market-cart-page'

export const Route = createFileRoute('/aftermarket-cart')({
  // Spec section 8: 'Ошибка загрузки корзины' is shown by the page, with a retry.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(marketCartQueryOptions()).catch(() => undefined),
  component: MarketCartPage,
})
