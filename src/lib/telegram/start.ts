// Telegram start-up, run once before the first render: tell the container we are ready, take the
// full height, paint with its theme and follow it, and take the viewport and safe areas from it.
import { installEventReceiver, onEvent, postEvent } from './bridge'
import type { LaunchParams } from './launch-params'
import { applyThemeParams } from './theme'
import { applyInsets, applyViewport } from './viewport'

/** The header, background and bottom bar take the theme's colours, as native screens do. */
function paintChrome(theme: Record<string, unknown>) {
  postEvent('web_app_set_header_color', { color_key: 'bg_color' }, '6.1')
  const bg = theme.bg_color
  if (typeof bg === 'string') postEvent('web_app_set_background_color', { color: bg }, '6.1')
  const bar = theme.bottom_bar_bg_color ?? theme.secondary_bg_color
  if (typeof bar === 'string') postEvent('web_app_set_bottom_bar_color', { color: bar }, '7.10')
}

export function startTelegram(launch: LaunchParams) {
  applyThemeParams(launch.themeParams)
  if (!launch.initData) return
  installEventReceiver()
  onEvent('theme_changed', (params) => {
    const theme = (params as { theme_params?: Record<string, unknown> } | null)?.theme_params
    if (!theme) return
    applyThemeParams(theme)
    paintChrome(theme)
  })
  onEvent('viewport_changed', applyViewport)
  onEvent('safe_area_changed', (p) => applyInsets('--tg-safe-area-inset', p))
  onEvent('content_safe_area_changed', (p) => applyInsets('--tg-content-safe-area-inset', p))

  postEvent('web_app_ready')
  postEvent('web_app_expand')
  // Vertical swipes close the app on iOS/Android, which fights with scrolling long lists.
  postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: false }, '7.7')
  paintChrome(launch.themeParams)
  // Ask for what the container knows now; the answers arrive as the events above.
  postEvent('web_app_request_theme')
  postEvent('web_app_request_viewport')
  postEvent('web_app_request_safe_area', {}, '8.0')
  postEvent('web_app_request_content_safe_area', {}, '8.0')
}
