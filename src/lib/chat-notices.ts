// Whether the bot's chat notices reach the user, as the server keeps it (users.chat_notices): read
// from the persisted profile query, so it also shows offline, and told the answer the user gave
// to the app's write access request (POST /api/user/chat-notices).
import { useQuery } from '@tanstack/react-query'
import { reportWriteAccess as reportEndpoint } from '@contract/profile.endpoints'
import type { ProfileResponse, ChatNotices } from '@contract/user'
import { callEndpoint } from './api-client'
import { profileQueryOptions } from './profile-query'
import { queryClient } from './query-client'
import { queryKeys } from './query-keys'

/** The chat notices state of the profile in the cache; undefined before it is known. */
export function cachedChatNotices(): ChatNotices | undefined {
  return queryClient.getQueryData<ProfileResponse>(queryKeys.profile)?.user.chat_notices
}

/** The state the profile query holds (fetched, or restored from the device). */
export const useChatNotices = () =>
  useQuery({ ...profileQueryOptions(), select: (p) => p.user.chat_notices })

/**
 * Tells the server the user's answer and puts the state it then holds in the profile cache. False
 * when the server could not be told (offline, an error): the caller tries again another time.
 */
export async function reportWriteAccess(answer: 'allowed' | 'cancelled'): Promise<boolean> {
  try {
    const { chat_notices } = await callEndpoint(reportEndpoint, {
      body: { write_access: answer },
    })
    queryClient.setQueryData<ProfileResponse>(queryKeys.profile, (profile) =>
      profile ? { ...profile, user: { ...profile.user, chat_notices } } : profile,
    )
    return true
  } catch {
    return false
  }
}
