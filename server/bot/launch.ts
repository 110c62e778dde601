// Starting the bot beside the HTTP server. Nothing Telegram does here may stop the server: command
// registration is best effort, and a webhook Telegram will not accept yet (network down, Telegram
// slow) is retried in the background with backoff while the API keeps serving.
import type { Hono } from 'hono'
import { webhookCallback, type Api, type Bot } from 'grammy'
import { createHash } from 'node:crypto'
import type { AppEnv } from '../http/env'
import type { Logger } from '../logger'
import { texts, type BotLang } from './texts'

/** The webhook path carries a secret derived from the token, so only Telegram can post updates. */
export function webhookSecret(token: string) {
  return createHash('sha256').update(token).digest('hex').slice(0, 32)
}
export const webhookPath = (token: string) => `/bot/${webhookSecret(token)}`

const COMMANDS = ['start', 'topup', 'paysupport', 'terms'] as const
export const botCommands = (lang: BotLang) =>
  COMMANDS.map((command) => ({ command, description: texts[lang].commands[command] }))

/** The command menu in ru and en; other languages get Russian, as the bot's replies do. */
export async function registerCommands(api: Api, logger: Logger) {
  const calls: [BotLang, BotLang | undefined][] = [
    ['ru', undefined],
    ['ru', 'ru'],
    ['en', 'en'],
  ]
  for (const [lang, code] of calls) {
    try {
      await api.setMyCommands(botCommands(lang), code ? { language_code: code } : {})
    } catch (err) {
      logger.error({ err, language: code ?? 'default' }, 'bot commands not registered')
    }
  }
}

export interface LaunchOptions {
  bot: Bot
  token: string
  mode: 'webhook' | 'polling'
  /** Mounts the webhook route (webhook mode). */
  app: Hono<AppEnv>
  publicUrl?: string
  logger: Logger
  /** Wait before retry n (1-based); exponential from 1 s, capped at 5 minutes. */
  retryDelayMs?: (attempt: number) => number
}

const defaultDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 300_000)

/** Starts the bot; resolves at once. `stop()` ends polling and any pending retry. */
export function launchBot({
  bot,
  token,
  mode,
  app,
  publicUrl,
  logger,
  retryDelayMs = defaultDelay,
}: LaunchOptions) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const retry = (what: string, step: () => Promise<void>) => {
    let attempt = 0
    const run = async () => {
      if (stopped) return
      try {
        await step()
        if (attempt > 0) logger.info({ attempts: attempt + 1 }, `${what} succeeded`)
      } catch (err) {
        attempt += 1
        const delay = retryDelayMs(attempt)
        logger.error({ err, attempt, retryInMs: delay }, `${what} failed; retrying`)
        if (!stopped) timer = setTimeout(() => void run(), delay)
      }
    }
    void run()
  }

  void registerCommands(bot.api, logger)
  if (mode === 'webhook' && publicUrl) {
    const secret = webhookSecret(token)
    app.post(webhookPath(token), webhookCallback(bot, 'hono', { secretToken: secret }))
    const url = `${publicUrl.replace(/\/$/, '')}${webhookPath(token)}`
    retry('setWebhook', async () => {
      await bot.api.setWebhook(url, { secret_token: secret })
    })
  } else {
    retry('bot start', async () => {
      await bot.init()
      // Polling runs until stop(); its own network errors are retried by grammY.
      void bot.start({ drop_pending_updates: false }).catch((err: unknown) => {
        logger.error({ err }, 'bot polling stopped')
      })
    })
  }
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      if (mode === 'polling') await bot.stop().catch(() => undefined)
    },
  }
}
