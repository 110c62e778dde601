import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { watchlistQueryOptions } from '@/features/watchlist/api/watchlist'
import { WatchlistScreen } from '@/features/watchlist/components/watchlist-screen'

export const Route = createFileRoute('/watchlist')({
  // The bot's button opens the list on one name (?domain=).
  validateSearch: z.object({ domain: z.optional(z.string()) }),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(watchlistQueryOptions())
  },
  component: WatchlistRoute,
})

function WatchlistRoute() {
  const { domain } = Route.useSearch()
  return <WatchlistScreen focus={domain} />
}
