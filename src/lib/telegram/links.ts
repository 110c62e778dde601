// Links leave the Mini App through Telegram: t.me links open in Telegram itself (a chat, a bot)
// rather than in a browser tab, other links in the in-app browser.
import { getWebApp } from './web-app'
import { isInsideTelegram } from './launch-params'

export const isTelegramLink = (url: string): boolean =>
  /^https?:\/\/(t\.me|telegram\.me)\//i.test(url)

export function openExternalLink(url: string) {
  const webApp = getWebApp()
  if (webApp && isInsideTelegram()) {
    try {
      if (isTelegramLink(url)) webApp.openTelegramLink(url)
      else webApp.openLink(url)
      return
    } catch (err) {
      console.warn('Telegram could not open the link', err)
    }
  }
  window.open(url, '_blank', 'noopener,noreferrer')
}
