import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '@/features/profile/components/profile-screen'
import { profileQueryOptions } from '@/lib/profile-query'
import { useProfile } from '@/features/session/use-profile'
import { settingsQueryOptions } from '@/lib/settings-query'

export const Route = createFileRoute('/profile/')({
  // Prefetch, not ensure: a failed profile still renders, with the Telegram fallback user.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(profileQueryOptions())
    void queryClient.prefetchQuery(settingsQueryOptions())
  },
  component: ProfileRoute,
})

function ProfileRoute() {
  const { user, error } = useProfile()
  return <ProfileScreen tgId={user?.tgId} balance={user?.balance} error={error} />
}
