// Spec section 8: when account details cannot be loaded, the screen falls back to what Telegram
// told us about the user; everything the server alone knows is then missing.
import type { ProfileDetails } from '@contract/profile'
import type { TelegramLaunchUser } from '@/lib/telegram/launch-params'

export type DetailsView = Omit<ProfileDetails, 'created_at' | 'stats'> & {
  created_at: string | null
  stats: ProfileDetails['stats'] | null
}

export function detailsFromTelegram(tg: TelegramLaunchUser | undefined): DetailsView | null {
  if (!tg) return null
  return {
    user_id: tg.id,
    first_name: tg.first_name,
    last_name: tg.last_name ?? null,
    username: tg.username ?? null,
    photo_url: tg.photo_url ?? null,
    language_code: tg.language_code ?? 'en',
    created_at: null,
    last_visit: null,
    stats: null,
  }
}
