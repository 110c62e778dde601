import { centsToUsd } from '@contract/money'
import { languageCode, type UserProfile } from '@contract/user'
import { presentChatNotices } from '../../core/user/chat-notices'
import type { UserRow } from '../env'

export function presentUser(u: UserRow): UserProfile {
  return {
    tg_id: u.tgId,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    photo_url: u.photoUrl,
    language_code: u.languageCode,
    balance: centsToUsd(u.balanceCents),
    created_at: u.createdAt.toISOString(),
    is_banned: u.isBanned,
    ban_reason: u.banReason,
    // Only ru/en are ever stored; anything else (a hand-edited row) reads as no choice.
    preferred_language: languageCode.safeParse(u.preferredLanguage).data ?? null,
    chat_notices: presentChatNotices(u),
  }
}
