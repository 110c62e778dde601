import { createFileRoute } from '@tanstack/react-router'
import { transactionsQueryOptions } from '@/features/history/api/get-transactions'
import { HistoryScreen } from '@/features/history/components/history-screen'

export const Route = createFileRoute('/history')({
  // A loading error is not a route error: the screen offers a retry.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(transactionsQueryOptions())
  },
  component: HistoryScreen,
})
