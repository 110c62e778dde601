// What the HTTP API asks of the bot. Absent when the bot is off (demo mode, BOT_MODE=off), so the
// API never reaches Telegram then.
import type { Api } from 'grammy'
import type { Db } from '../db/client'
import { sendTopupMenu } from './topup-menu'
import { userLang } from './user-lang'

export interface TelegramGateway {
  /** The bot's @username (without @), for t.me links. */
  botUsername(): Promise<string>
  /** Sends the amount choices to the user's private chat with the bot. */
  sendTopupMenu(userId: number, languageCode: string | null): Promise<void>
}

export function createTelegramGateway({ api, db }: { api: Api; db: Db }): TelegramGateway {
  let username: Promise<string> | undefined
  return {
    botUsername() {
      // Asked once per process; a failure is not remembered, so the next call tries again.
      username ??= api.getMe().then(
        (me) => me.username,
        (err: unknown) => {
          username = undefined
          throw err
        },
      )
      return username
    },
    sendTopupMenu: async (userId, languageCode) =>
      sendTopupMenu(api, db, userId, await userLang(db, userId, languageCode)),
  }
}
