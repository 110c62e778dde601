import { useLingui } from '@lingui/react/macro'
import { readLaunchParams } from '@/lib/telegram/launch-params'
import { useProfileQuery } from '@/lib/profile-query'
import { fallbackUser, type SessionUser } from './fallback-user'

export interface SessionState {
  /** Undefined only during the first load. */
  user: SessionUser | undefined
  isLoading: boolean
  /** The load error's message when the fallback user is shown. */
  error: string | null
  isFallback: boolean
}

/** The signed-in user for the chrome and profile: the server's profile or the Telegram fallback. */
export function useProfile(): SessionState {
  const { t } = useLingui()
  const query = useProfileQuery()
  if (query.data) {
    const u = query.data.user
    return {
      user: {
        tgId: u.tg_id,
        firstName: u.first_name,
        lastName: u.last_name,
        username: u.username,
        photoUrl: u.photo_url,
        balance: u.balance,
      },
      isLoading: false,
      error: null,
      isFallback: false,
    }
  }
  if (query.isError) {
    return {
      user: fallbackUser(readLaunchParams().user),
      isLoading: false,
      error: query.error.message || t`Failed to load profile`,
      isFallback: true,
    }
  }
  return { user: undefined, isLoading: true, error: null, isFallback: false }
}
