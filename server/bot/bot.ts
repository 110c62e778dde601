import { Bot, InlineKeyboard } from 'grammy'
import type { Logger } from '../logger'

export interface BotDeps {
  token: string
  /** https URL Telegram opens as the Mini App. */
  webAppUrl?: string
  logger: Logger
}

/** The grammY bot: one Composer per feature, an error boundary that logs and keeps going. */
export function createBot({ token, webAppUrl, logger }: BotDeps) {
  const bot = new Bot(token)
  bot.command('start', async (ctx) => {
    const ru = ctx.from?.language_code !== 'en'
    const text = ru ? 'Покупайте и управляйте доменами прямо в Telegram.' : 'Buy and manage domain names right in Telegram.'
    if (!webAppUrl) return ctx.reply(text)
    const keyboard = new InlineKeyboard().webApp(ru ? 'Открыть' : 'Open', webAppUrl)
    return ctx.reply(text, { reply_markup: keyboard })
  })
  bot.catch((err) => logger.error({ err: err.error, update: err.ctx.update.update_id }, 'bot error'))
  return bot
}
