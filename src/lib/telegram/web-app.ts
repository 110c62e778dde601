// Telegram.WebApp, the object of Telegram's own telegram-web-app.js (through @twa-dev/sdk), which
// every module here wraps. start.ts loads the script and installs the object; this module only
// hands it out, so the screens that use it also render where no script may run (the prerendered
// home screen is rendered in Node) and tests can install a WebApp of their own.
import type sdk from '@twa-dev/sdk'

export type WebAppApi = typeof sdk

let installed: WebAppApi | undefined

export function installWebApp(api: WebAppApi | undefined) {
  installed = api
}

interface HostWindow {
  TelegramWebviewProxy?: unknown
  Telegram?: { WebView?: { isIframe?: boolean } }
}

/**
 * True when a Telegram client listens: the proxy the mobile and desktop clients inject, or
 * Telegram Web's parent frame. Elsewhere (the installed admin PWA, a demo link in a browser) the
 * SDK's methods go nowhere, and callers that wait for an answer must not ask.
 */
export function hasTelegramHost(): boolean {
  if (typeof window === 'undefined') return false
  const w = window as unknown as HostWindow
  return w.TelegramWebviewProxy !== undefined || w.Telegram?.WebView?.isIframe === true
}

/**
 * Telegram.WebApp when a client listens and implements Bot API `version` (a launch without
 * `tgWebAppVersion` counts as 6.0, the oldest, as the SDK takes it); else undefined.
 */
export function webApp(version = '6.0'): WebAppApi | undefined {
  if (!installed || !hasTelegramHost()) return undefined
  return installed.isVersionAtLeast(version) ? installed : undefined
}
