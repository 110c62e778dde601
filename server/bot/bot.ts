import { Bot, type BotConfig, type Context } from 'grammy'
import type { Db } from '../db/client'
import type { Logger } from '../logger'
import { startComposer } from './start'
import { topupComposer } from './topup'

export interface BotDeps {
  token: string
  logger: Logger
  db: Db
  /** https URL Telegram opens as the Mini App. */
  webAppUrl?: string
  /** Known bot info (tests), so handling an update never calls getMe. */
  botInfo?: BotConfig<Context>['botInfo']
}

/** The grammY bot: one Composer per feature, an error boundary that logs and keeps going. */
export function createBot({ token, logger, db, webAppUrl, botInfo }: BotDeps) {
  const bot = new Bot(token, botInfo ? { botInfo } : {})
  bot.use(startComposer({ db, webAppUrl }))
  bot.use(topupComposer({ db, logger }))
  bot.catch((err) =>
    logger.error({ err: err.error, update: err.ctx.update.update_id }, 'bot error'),
  )
  return bot
}
