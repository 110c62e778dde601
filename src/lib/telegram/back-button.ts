// Telegram's BackButton (Bot API 6.1+). One handler at a time: showing it again replaces the
// previous handler so route changes never stack callbacks.
import { webApp } from './web-app'

let current: (() => void) | undefined

export function showBackButton(onBack: () => void) {
  const tg = webApp('6.1')
  if (!tg) return
  if (current) tg.BackButton.offClick(current)
  current = () => onBack()
  tg.BackButton.onClick(current)
  tg.BackButton.show()
}

export function hideBackButton() {
  const tg = webApp('6.1')
  if (!tg) return
  if (current) tg.BackButton.offClick(current)
  current = undefined
  tg.BackButton.hide()
}
