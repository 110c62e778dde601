import type { TelegramLaunchUser } from '@/lib/telegram/launch-params'

/** What the app shows about the signed-in user, from the server or, failing that, from Telegram. */
export interface SessionUser {
  tgId: number | undefined
  firstName: string
  lastName: string | null
  username: string | null
  photoUrl: string | null
  /** USD. */
  balance: number
}

/** Spec section 8: when the profile cannot be loaded the user comes from Telegram with balance 0. */
export function fallbackUser(tg: TelegramLaunchUser | undefined): SessionUser {
  return {
    tgId: tg?.id,
    firstName: tg?.first_name ?? '',
    lastName: tg?.last_name ?? null,
    username: tg?.username ?? null,
    photoUrl: tg?.photo_url ?? null,
    balance: 0,
  }
}
