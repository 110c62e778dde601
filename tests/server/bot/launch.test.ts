// Bot start-up beside the server: the command menu in ru and en, a webhook Telegram refuses at first
// retried in the background, and no log line carrying the bot token whatever the error says.
import { Bot } from 'grammy'
import { Hono } from 'hono'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ALLOWED_UPDATES, launchBot, webhookPath, webhookSecret } from '../../../server/bot/launch'
import type { AppEnv } from '../../../server/http/env'
import { createLogger, redactInLogs } from '../../../server/logger'
import { requestMetrics } from '../../../server/ops/ops-routes'
import { requestFrame } from '../../../server/http/middleware/request-frame'
import { processRegistry } from '../../../server/ops/metrics'
import { botInfo } from '../../helpers/telegram-fake'
import { TEST_BOT_TOKEN } from '../../helpers/test-app'

function capturedLogger() {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { logger: createLogger('info', sink), lines }
}

describe('launching the bot', () => {
  const stops: (() => Promise<void>)[] = []
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((s) => s()))
  })

  it('registers the commands in ru (also the default) and en, and survives a refusal', async () => {
    const bot = new Bot(TEST_BOT_TOKEN, { botInfo })
    const calls: { method: string; payload: Record<string, unknown> }[] = []
    bot.api.config.use((_prev, method, payload) => {
      calls.push({ method, payload: payload })
      if (method === 'setMyCommands' && calls.length === 1)
        return Promise.resolve({
          ok: false,
          error_code: 429,
          description: 'Too Many Requests',
        } as never)
      return Promise.resolve({ ok: true, result: true } as never)
    })
    const { logger, lines } = capturedLogger()
    const run = launchBot({
      bot,
      token: TEST_BOT_TOKEN,
      mode: 'webhook',
      app: new Hono<AppEnv>(),
      publicUrl: 'https://e2e.invalid',
      logger,
    })
    stops.push(() => run.stop())
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'setMyCommands')).toHaveLength(3),
    )
    const menus = calls.filter((c) => c.method === 'setMyCommands').map((c) => c.payload)
    expect(menus.map((m) => m.language_code)).toEqual([undefined, 'ru', 'en'])
    expect(menus[2]?.commands).toEqual([
      { command: 'start', description: 'Open the mini app' },
      { command: 'topup', description: 'Top up the balance with Stars' },
      { command: 'paysupport', description: 'Help with a payment' },
      { command: 'terms', description: 'Terms' },
    ])
    expect(
      (menus[1]?.commands as { command: string; description: string }[]).map((c) => c.description),
    ).toEqual([
      'Открыть мини-приложение',
      'Пополнить баланс в Stars',
      'Помощь с оплатой',
      'Условия',
    ])
    await vi.waitFor(() => expect(lines.join('')).toContain('bot commands not registered'))
  })

  it('retries a refused setWebhook in the background and logs no token', async () => {
    redactInLogs(TEST_BOT_TOKEN)
    const bot = new Bot(TEST_BOT_TOKEN, { botInfo })
    let webhookTries = 0
    let webhookArgs: Record<string, unknown> | undefined
    bot.api.config.use((_prev, method, payload) => {
      if (method !== 'setWebhook') return Promise.resolve({ ok: true, result: true } as never)
      webhookTries += 1
      webhookArgs = payload
      // What a network failure looks like: the request URL, token included, in the message.
      if (webhookTries < 3)
        return Promise.reject(
          new Error(
            `request to https://api.telegram.org/bot${TEST_BOT_TOKEN}/setWebhook failed, reason: ECONNRESET`,
          ),
        )
      return Promise.resolve({ ok: true, result: true } as never)
    })
    const { logger, lines } = capturedLogger()
    const app = new Hono<AppEnv>()
    const run = launchBot({
      bot,
      token: TEST_BOT_TOKEN,
      mode: 'webhook',
      app,
      publicUrl: 'https://e2e.invalid/',
      logger,
      retryDelayMs: () => 1,
    })
    stops.push(() => run.stop())
    await vi.waitFor(() => expect(lines.join('')).toContain('setWebhook succeeded'))
    expect(webhookTries).toBe(3)
    expect(webhookArgs).toMatchObject({ url: `https://e2e.invalid${webhookPath(TEST_BOT_TOKEN)}` })
    const log = lines.join('')
    expect(log).toContain('setWebhook failed; retrying')
    expect(log).toContain('[redacted]')
    expect(log).not.toContain(TEST_BOT_TOKEN)
    expect(log).not.toContain(TEST_BOT_TOKEN.split(':')[1])
    // The webhook route is mounted and refuses a post without Telegram's secret header.
    const res = await app.request(webhookPath(TEST_BOT_TOKEN), { method: 'POST', body: '{}' })
    expect(res.status).toBe(401)
  })

  it('passes exactly the handled update types, and points the chat menu button at the app', async () => {
    const bot = new Bot(TEST_BOT_TOKEN, { botInfo })
    const calls: { method: string; payload: Record<string, unknown> }[] = []
    bot.api.config.use((_prev, method, payload) => {
      calls.push({ method, payload })
      return Promise.resolve({ ok: true, result: true } as never)
    })
    const run = launchBot({
      bot,
      token: TEST_BOT_TOKEN,
      mode: 'webhook',
      app: new Hono<AppEnv>(),
      publicUrl: 'https://shop.example/',
      logger: createLogger('silent'),
    })
    stops.push(() => run.stop())
    await vi.waitFor(() => {
      expect(calls.find((c) => c.method === 'setWebhook')?.payload).toMatchObject({
        allowed_updates: ['message', 'callback_query', 'pre_checkout_query'],
      })
      expect(calls.find((c) => c.method === 'setChatMenuButton')?.payload).toEqual({
        menu_button: {
          type: 'web_app',
          text: 'Открыть',
          web_app: { url: 'https://shop.example/' },
        },
      })
    })
    expect(ALLOWED_UPDATES).toHaveLength(3)
  })

  it('admits an update by its secret header only, and never labels a metric with the path', async () => {
    const bot = new Bot(TEST_BOT_TOKEN, { botInfo })
    bot.api.config.use(() => Promise.resolve({ ok: true, result: true } as never))
    const app = new Hono<AppEnv>()
    app.use(requestFrame([requestMetrics]))
    const run = launchBot({
      bot,
      token: TEST_BOT_TOKEN,
      mode: 'webhook',
      app,
      publicUrl: 'https://shop.example',
      logger: createLogger('silent'),
    })
    stops.push(() => run.stop())
    const path = webhookPath(TEST_BOT_TOKEN)
    const segment = path.split('/').pop() ?? ''
    expect(webhookSecret(TEST_BOT_TOKEN)).not.toBe(segment)
    const post = (headers: Record<string, string>, at = path) =>
      app.request(at, { method: 'POST', headers, body: '{"update_id":1}' })
    // Whoever learnt the path (a log, a scrape) still cannot pass for Telegram.
    expect((await post({ 'X-Telegram-Bot-Api-Secret-Token': segment })).status).toBe(401)
    expect(
      (await post({ 'X-Telegram-Bot-Api-Secret-Token': webhookSecret(TEST_BOT_TOKEN) }, '/bot/x'))
        .status,
    ).toBe(404)
    const ok = await post({ 'X-Telegram-Bot-Api-Secret-Token': webhookSecret(TEST_BOT_TOKEN) })
    expect(ok.status).toBe(200)
    const scrape = await processRegistry.metrics()
    expect(scrape).toContain('route="/bot/:hook"')
    expect(scrape).not.toContain(segment)
  })
})
