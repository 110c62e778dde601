// Telegram's native BackButton (Bot API 6.1+). One handler at a time: showing it again replaces
// the previous handler so route changes never stack callbacks.
import { supports, withWebApp } from './web-app'

let current: (() => void) | undefined

export function showBackButton(onBack: () => void) {
  if (!supports('6.1')) return
  withWebApp((w) => {
    if (current) w.BackButton.offClick(current)
    current = onBack
    w.BackButton.onClick(onBack)
    w.BackButton.show()
  })
}

export function hideBackButton() {
  if (!supports('6.1')) return
  withWebApp((w) => {
    if (current) w.BackButton.offClick(current)
    current = undefined
    w.BackButton.hide()
  })
}
