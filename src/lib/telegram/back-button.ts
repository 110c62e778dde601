// Telegram's BackButton (Bot API 6.1+). One handler at a time: showing it again replaces the
// previous handler so route changes never stack callbacks.
import { onEvent, postEvent } from './bridge'

let unsubscribe: (() => void) | undefined

export function showBackButton(onBack: () => void) {
  unsubscribe?.()
  unsubscribe = onEvent('back_button_pressed', () => onBack())
  postEvent('web_app_setup_back_button', { is_visible: true }, '6.1')
}

export function hideBackButton() {
  unsubscribe?.()
  unsubscribe = undefined
  postEvent('web_app_setup_back_button', { is_visible: false }, '6.1')
}
