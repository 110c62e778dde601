// Links leave the Mini App through Telegram: t.me links open in Telegram itself (a chat, a bot)
// rather than in a browser tab, other links in the in-app browser.
import { postEvent } from './bridge'

const TG_LINK = /^https?:\/\/(?:t\.me|telegram\.me)(\/[^#]*)$/i

export const isTelegramLink = (url: string): boolean => TG_LINK.test(url)

function openInTelegram(url: string): boolean {
  const tg = TG_LINK.exec(url)
  // path_full is the part after the host: `/bot?start=ref_1` (Bot API 6.1).
  if (tg?.[1] && postEvent('web_app_open_tg_link', { path_full: tg[1] }, '6.1')) return true
  if (!/^https?:\/\//i.test(url)) return false
  // Older clients open t.me links in their browser, which hands them back to Telegram.
  return postEvent('web_app_open_link', { url })
}

/** Opens the link; false when it could not be opened. */
export function openExternalLink(url: string): boolean {
  if (openInTelegram(url)) return true
  try {
    // With noopener, window.open returns null even when the tab opened.
    window.open(url, '_blank', 'noopener,noreferrer')
    return true
  } catch {
    return false
  }
}
