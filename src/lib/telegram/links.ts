// Links leave the Mini App through Telegram: t.me links open in Telegram itself (a chat, a bot)
// rather than in a browser tab, other links in the in-app browser.
import { webApp } from './web-app'

const TG_LINK = /^https?:\/\/(?:t\.me|telegram\.me)(\/[^#]*)$/i

export const isTelegramLink = (url: string): boolean => TG_LINK.test(url)

function openInTelegram(url: string): boolean {
  const tg = webApp()
  if (!tg || !/^https?:\/\//i.test(url)) return false
  const path = TG_LINK.exec(url)?.[1]
  // The SDK knows only t.me; before 6.1 it would navigate the app itself away to the link, while
  // the in-app browser hands a t.me link back to Telegram.
  if (path && tg.isVersionAtLeast('6.1')) tg.openTelegramLink(`https://t.me${path}`)
  else tg.openLink(url)
  return true
}

/** Opens the link; false when it could not be opened. */
export function openExternalLink(url: string): boolean {
  try {
    if (openInTelegram(url)) return true
    // With noopener, window.open returns null even when the tab opened.
    window.open(url, '_blank', 'noopener,noreferrer')
    return true
  } catch {
    return false
  }
}
