import { createFileRoute } from '@tanstack/react-router'
import { listingsQueryOptions } from '@/features/aftermarket/api/get-listings'
import { marketCartQueryOptions } from '@/features/aftermarket/api/get-market-cart'
import { ListingsPage } from '@/features/aftermarket/components/listings-page'

export const Route = createFileRoute('/aftermarket')({
  // A loading error is not a route error: the page shows its own message with a retry.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(listingsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(marketCartQueryOptions()).catch(() => undefined),
    ]),
  component: ListingsPage,
})
