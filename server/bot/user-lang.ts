// The bot's language for a user: the one they picked in the app when there is one, else what their
// Telegram client says. One primary-key read per message the bot sends.
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { botLang, type BotLang } from './texts'

export async function userLang(
  db: Db,
  userId: number,
  telegramCode: string | null | undefined,
): Promise<BotLang> {
  const [row] = await db
    .select({ preferred: users.preferredLanguage })
    .from(users)
    .where(eq(users.tgId, userId))
  return botLang(row?.preferred ?? telegramCode)
}
