// The bot's language for a user: the one they picked in the app when there is one, else what their
// Telegram client says. One primary-key read per message the bot sends.
import type { Db } from '../db/client'
import { preferredLanguage } from '../core/user/users'
import { botLang, type BotLang } from './texts'

export async function userLang(
  db: Db,
  userId: number,
  telegramCode: string | null | undefined,
): Promise<BotLang> {
  return botLang((await preferredLanguage(db, userId)) ?? telegramCode)
}
