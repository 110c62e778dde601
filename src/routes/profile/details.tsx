import { createFileRoute } from '@tanstack/react-router'
import { profileDetailsQueryOptions } from '@/features/profile/api/get-profile-details'
import { DetailsScreen } from '@/features/profile/components/details-screen'

export const Route = createFileRoute('/profile/details')({
  // Prefetch, not ensure: a failure still renders, with the Telegram data (spec section 8).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileDetailsQueryOptions())
  },
  component: DetailsScreen,
})
