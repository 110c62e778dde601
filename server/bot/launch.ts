// Starting the bot beside the HTTP server. Nothing Telegram does here may stop the server: command
// registration is best effort, and a webhook Telegram will not accept yet (network down, Telegram
// slow) is retried in the background with backoff while the API keeps serving.
import type { Hono } from 'hono'
import { webhookCallback, type Api, type Bot } from 'grammy'
import { createHash } from 'node:crypto'
import type { AppEnv } from '../http/env'
import type { Logger } from '../logger'
import { texts, type BotLang } from './texts'

const derive = (purpose: string, token: string) =>
  createHash('sha256').update(`${purpose}:${token}`).digest('hex').slice(0, 32)

/**
 * The secret Telegram sends in X-Telegram-Bot-Api-Secret-Token, the one check that admits an update.
 * It is not the path's segment: a path leaks (proxy logs, a metrics label), the header does not.
 */
export const webhookSecret = (token: string) => derive('webhook-header', token)
/** The webhook's path: unguessable, so stray traffic misses it, but never what admits an update. */
export const webhookPath = (token: string) => `/bot/${derive('webhook-path', token)}`
/** The update types the bot's composers handle; Telegram keeps a previous list unless told. */
export const ALLOWED_UPDATES = ['message', 'callback_query', 'pre_checkout_query'] as const

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
  if (publicUrl) {
    // The chat's menu button opens the app, so operators need no manual step in @BotFather.
    const appUrl = publicUrl.replace(/\/$/, '') + '/'
    retry('setChatMenuButton', async () => {
      await bot.api.setChatMenuButton({
        menu_button: { type: 'web_app', text: texts.ru.open, web_app: { url: appUrl } },
      })
    })
  }
  if (mode === 'webhook' && publicUrl) {
    const secret = webhookSecret(token)
    const path = webhookPath(token)
    const handle = webhookCallback(bot, 'hono', { secretToken: secret })
    // A route template, so request metrics label it `/bot/:hook`, never with the path itself.
    app.post('/bot/:hook', (c) => (c.req.path === path ? handle(c) : c.notFound()))
    const url = `${publicUrl.replace(/\/$/, '')}${path}`
    retry('setWebhook', async () => {
      await bot.api.setWebhook(url, { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES] })
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
