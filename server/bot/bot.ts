import { Bot, type BotConfig, type Context } from 'grammy'
import type { Db } from '../db/client'
import { topupPayloadKey } from '../core/payments/topup-payload'
import { redactInLogs, type Logger } from '../logger'
import { paymentComposer } from './payment'
import { startComposer } from './start'
import { supportComposer } from './support'
import { topupComposer } from './topup'

export interface BotDeps {
  token: string
  logger: Logger
  db: Db
  /** https URL Telegram opens as the Mini App. */
  webAppUrl?: string
  /** Bot API server (TELEGRAM_API_ROOT); Telegram's own when omitted. */
  apiRoot?: string
  /** Known bot info (tests), so handling an update never calls getMe. */
  botInfo?: BotConfig<Context>['botInfo']
}

/** The grammY bot: one Composer per feature, an error boundary that logs and keeps going. */
export function createBot({ token, logger, db, webAppUrl, apiRoot, botInfo }: BotDeps) {
  const bot = new Bot(token, {
    ...(botInfo ? { botInfo } : {}),
    ...(apiRoot ? { client: { apiRoot } } : {}),
  })
  redactInLogs(token)
  const payloadKey = topupPayloadKey(token)
  bot.use(startComposer({ db, webAppUrl }))
  bot.use(supportComposer({ db }))
  bot.use(topupComposer({ db, payloadKey }))
  bot.use(paymentComposer({ db, logger, payloadKey }))
  bot.catch((err) =>
    logger.error({ err: err.error, update: err.ctx.update.update_id }, 'bot error'),
  )
  return bot
}
