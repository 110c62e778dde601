// Links leave the Mini App through Telegram: t.me links open in Telegram itself (a chat, a bot)
// rather than in a browser tab, other links in the in-app browser.
import { getWebApp } from './web-app'

export const isTelegramLink = (url: string): boolean =>
  /^https?:\/\/(t\.me|telegram\.me)\//i.test(url)

/**
 * A real Telegram client is listening: the mobile bridge object, or the web client's parent frame.
 * A demo launch link opened in a plain browser has init data but nobody to receive SDK events.
 */
export function hasTelegramHost(): boolean {
  const w = window as { TelegramWebviewProxy?: unknown }
  return w.TelegramWebviewProxy !== undefined || window.parent !== window
}

/** Opens the link; false when it could not be opened. */
export function openExternalLink(url: string): boolean {
  const webApp = getWebApp()
  if (webApp && hasTelegramHost()) {
    try {
      if (isTelegramLink(url)) webApp.openTelegramLink(url)
      else webApp.openLink(url)
      return true
    } catch (err) {
      console.warn('Telegram could not open the link', err)
    }
  }
  try {
    window.open(url, '_blank', 'noopener,noreferrer')
    return true
  } catch {
    return false
  }
}
