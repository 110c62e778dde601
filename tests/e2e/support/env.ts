// Fixed secrets of the e2e server: the specs sign init data and call the admin API with them.
// The server process gets the same values from global-setup.ts.

export const E2E_BOT_TOKEN = '7000000001:AAE2eTestTokenForPlaywrightRunsOnly_x'
export const E2E_SECRETS_KEY = Buffer.alloc(32, 42).toString('base64')
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef'
/** The server's PUBLIC_URL: its bot runs as a webhook (on the fake Bot API, nothing is fetched). */
export const E2E_PUBLIC_URL = 'https://e2e.invalid'
/** Where global-setup publishes the fake Telegram Bot API's base URL to the workers. */
export const E2E_TELEGRAM_API_ENV = 'E2E_TELEGRAM_API_ROOT'
/** A Telegram user listed in ADMIN_IDS. */
export const E2E_ADMIN_ID = 700_000_001

/** Set by playwright.config.ts in the runner before workers start, so every process agrees. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts')
  return url
}
