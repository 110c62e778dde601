// Demo mode (no BOT_TOKEN): the server signs init data for a demo user with a bot token of its own,
// kept under DATA_DIR so launch links stay valid across restarts. Unreachable when BOT_TOKEN is set.
import { sign } from '@telegram-apps/init-data-node'
import { randomBytes, randomInt } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const DEMO_USER = {
  id: 100_000_001,
  first_name: 'Demo',
  last_name: 'User',
  username: 'demo_user',
  language_code: 'ru',
  allows_write_to_pm: true,
} as const

export function demoBotToken(dataDir: string): string {
  const file = join(dataDir, 'demo-bot-token')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const token = `${randomInt(100_000_000, 999_999_999)}:${randomBytes(26).toString('base64url')}`
  writeFileSync(file, token, { mode: 0o600 })
  return token
}

export interface LaunchUser {
  id: number
  first_name: string
  last_name?: string
  username?: string
  language_code?: string
  photo_url?: string
  allows_write_to_pm?: boolean
}

/** Init data exactly as Telegram builds it for a Mini App opened from a bot's menu button. */
export function signInitData(
  user: LaunchUser,
  botToken: string,
  authDate = new Date(),
  /** The `startapp` parameter of the link the app was opened with (`t.me/<bot>/<app>?startapp=...`). */
  startParam?: string,
): string {
  return sign(
    {
      user,
      chat_instance: '-1',
      chat_type: 'sender',
      query_id: `AAH${randomBytes(8).toString('hex')}`,
      ...(startParam === undefined ? {} : { start_param: startParam }),
    },
    botToken,
    authDate,
  )
}

const THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
}

/** The hash Telegram opens a Mini App with: tgWebAppData, version, platform, theme. */
export function launchHash(
  initData: string,
  platform = 'tdesktop',
  version = '8.0',
  startParam?: string,
): string {
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: version,
    tgWebAppPlatform: platform,
    tgWebAppThemeParams: JSON.stringify(THEME),
  })
  // Telegram repeats the start parameter beside the signed init data.
  if (startParam !== undefined) params.set('tgWebAppStartParam', startParam)
  return `#${params.toString()}`
}
