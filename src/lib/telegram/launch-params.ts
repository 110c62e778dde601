// Launch parameters, read once before the router starts. Telegram puts them in the URL hash
// (tgWebAppData, tgWebAppVersion, tgWebAppPlatform, tgWebAppThemeParams); the hash is lost on the
// first client-side navigation, so they are kept in sessionStorage for reloads within the session
// (index.html's first-paint script reads that copy too). Parsed here rather than taken from the
// SDK so that modules which only need the init data (the API client) do not load Telegram's script.

const STORAGE_KEY = 'tg_launch_params'

export interface TelegramLaunchUser {
  id: number
  first_name: string
  last_name?: string
  username?: string
  photo_url?: string
  language_code?: string
}

export interface LaunchParams {
  /** The raw signed init data string, '' outside Telegram. */
  initData: string
  user?: TelegramLaunchUser
  version?: string
  platform?: string
  themeParams: Record<string, string>
}

/**
 * The hash's parameters, as telegram-web-app.js reads them: Telegram appends its own to a Mini App
 * URL that already has a hash, after a `?` (`#/path?tgWebAppData=...`).
 */
export const launchHashParams = (hash: string): URLSearchParams =>
  new URLSearchParams(hash.replace(/^#/, '').replace(/^[^?]*\?/, ''))

function fromHash(hash: string): LaunchParams | undefined {
  const params = launchHashParams(hash)
  const initData = params.get('tgWebAppData')
  if (!initData) return undefined
  let themeParams: Record<string, string> = {}
  try {
    themeParams = JSON.parse(params.get('tgWebAppThemeParams') ?? '{}') as Record<string, string>
  } catch {
    // A malformed theme is not a reason to refuse the launch.
  }
  return {
    initData,
    user: userFromInitData(initData),
    version: params.get('tgWebAppVersion') ?? undefined,
    platform: params.get('tgWebAppPlatform') ?? undefined,
    themeParams,
  }
}

export function userFromInitData(initData: string): TelegramLaunchUser | undefined {
  try {
    const raw = new URLSearchParams(initData).get('user')
    if (!raw) return undefined
    const user = JSON.parse(raw) as TelegramLaunchUser
    return typeof user.id === 'number' ? user : undefined
  } catch {
    return undefined
  }
}

function fromSession(): LaunchParams | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as LaunchParams) : undefined
  } catch {
    return undefined
  }
}

let cached: LaunchParams | undefined

/** Reads the launch parameters (once); outside Telegram `initData` is ''. */
export function readLaunchParams(): LaunchParams {
  if (cached) return cached
  let found: LaunchParams | undefined
  try {
    found = fromHash(window.location.hash) ?? fromSession()
  } catch (err) {
    // Spec: an init data read failure is logged and an empty string is used.
    console.error('Failed to read Telegram init data', err)
  }
  cached = found ?? { initData: '', themeParams: {} }
  if (found) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found))
    } catch {
      // Storage can be unavailable (private mode); the launch still works for this page.
    }
  }
  return cached
}

export const getInitData = (): string => readLaunchParams().initData

export const isInsideTelegram = (): boolean => getInitData() !== ''
