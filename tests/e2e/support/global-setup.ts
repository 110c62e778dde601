// Starts ONE real server process for the whole e2e run (the sandbox providers), serving the built
// dist/. Its bot runs as a webhook against a fake Telegram Bot API started here, in the runner
// process; specs reach the fake through E2E_TELEGRAM_API_ROOT (workers inherit the runner's
// environment). Returns the teardown that stops both. The process itself: server-process.ts.
import { startTelegramBotApiFake } from '../../fixtures/telegram-bot-api-fake'
import { E2E_BOT_TOKEN, E2E_PUBLIC_URL, E2E_TELEGRAM_API_ENV } from './env'
import { startServerProcess } from './server-process'

// Every spec shares this server and signs in from one address: the limits on costly calls are set
// out of reach here, and tested where they are the subject (tests/server/core/rate-limits.test.ts).
const GENEROUS_LIMITS = {
  RATE_SEARCH_PER_MIN: '100000',
  RATE_PROMO_PER_MIN: '100000',
  RATE_DNS_PER_MIN: '100000',
  RATE_TOPUP_PER_MIN: '100000',
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const base = process.env.E2E_BASE_URL
  if (!base || process.env.E2E_START_SERVER !== '1') return () => Promise.resolve()
  const telegram = await startTelegramBotApiFake(E2E_BOT_TOKEN)
  process.env[E2E_TELEGRAM_API_ENV] = telegram.url
  let server
  try {
    server = await startServerProcess({
      port: Number(process.env.E2E_PORT),
      env: {
        ...GENEROUS_LIMITS,
        BOT_MODE: 'webhook',
        PUBLIC_URL: E2E_PUBLIC_URL,
        TELEGRAM_API_ROOT: telegram.url,
        SANDBOX_CDN_ACTIVATION_MS: process.env.E2E_SANDBOX_CDN_ACTIVATION_MS ?? '2000',
        // Names can be unlocked at once; transfers in finish in seconds, time enough to cancel one.
        SANDBOX_TRANSFER_LOCK_DAYS: '0',
        SANDBOX_TRANSFER_MS: '8000',
      },
    })
  } catch (err) {
    await telegram.close()
    throw err
  }
  return async () => {
    await server.stop()
    await telegram.close()
  }
}
