// Opening the app the way Telegram does: the signed init data in the URL hash.
import { randomInt } from 'node:crypto'
import { launchHash, signInitData, type LaunchUser } from '../../../server/demo'
import { E2E_BOT_TOKEN } from './env'

export type { LaunchUser }

/** Init data signed with the e2e bot token, dated now unless told otherwise. */
export function initDataFor(user: LaunchUser, authDate = new Date(), startParam?: string): string {
  return signInitData(user, E2E_BOT_TOKEN, authDate, startParam)
}

/**
 * The path and hash Telegram opens the Mini App with, for `page.goto` (relative to baseURL):
 * `/#tgWebAppData=...&tgWebAppVersion=...&tgWebAppPlatform=...&tgWebAppThemeParams=...`.
 */
export function launchUrl(
  user: LaunchUser,
  opts: {
    path?: string
    platform?: string
    version?: string
    authDate?: Date
    /** As from a `startapp=<value>` link. */
    startParam?: string
  } = {},
) {
  const initData = initDataFor(user, opts.authDate, opts.startParam)
  const hash = launchHash(initData, opts.platform, opts.version, opts.startParam)
  return `${opts.path ?? '/'}${hash}`
}

/** A user nobody else in this run has: specs share one server, so each test takes a fresh id. */
export function newUser(overrides: Partial<LaunchUser> = {}): LaunchUser {
  const id = 800_000_000 + randomInt(0, 100_000_000)
  return {
    id,
    first_name: 'Ivan',
    last_name: 'Testov',
    username: `e2e_${id}`,
    language_code: 'ru',
    ...overrides,
  }
}
