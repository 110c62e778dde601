// The configuration every in-process test app starts from: a known bot token and secrets key, an
// admin token, limits no ordinary test comes near, and the default signed-in user.
import { parseConfig, type Config } from '../../server/config'
import type { LaunchUser } from '../../server/demo'

export const TEST_BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0'
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64')
export const ADMIN_TOKEN = 'ops-test-admin-token-0123456789abcdef'
export const ADMIN_ID = 4242

/** Limits no ordinary test comes near; the rate limit tests set their own. */
export const GENEROUS_LIMITS = {
  RATE_SEARCH_PER_MIN: '100000',
  RATE_PROMO_PER_MIN: '100000',
  RATE_DNS_PER_MIN: '100000',
  RATE_TOPUP_PER_MIN: '100000',
}

export const defaultUser: LaunchUser = {
  id: 1001,
  first_name: 'Alice',
  username: 'alice',
  language_code: 'en',
}

/** How the bot runs: `off` a real token with BOT_MODE=off, `demo` no token, `bot` the bot is on. */
export type BotMode = 'off' | 'demo' | 'bot'

export function testConfig(mode: BotMode, admin: boolean, env: Record<string, string>): Config {
  const bot =
    mode === 'demo'
      ? {}
      : {
          BOT_TOKEN: TEST_BOT_TOKEN,
          BOT_MODE: mode === 'bot' ? 'polling' : 'off',
          SECRETS_KEY: TEST_SECRETS_KEY,
        }
  const adminEnv = admin ? { ADMIN_TOKEN, ADMIN_IDS: String(ADMIN_ID) } : {}
  return parseConfig({ ...bot, NODE_ENV: 'test', ...adminEnv, ...GENEROUS_LIMITS, ...env })
}
