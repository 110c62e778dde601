// Telegram start-up, run once before the first render: tell the container we are ready, take the
// full height, paint with its theme and follow theme changes.
import type { LaunchParams } from './launch-params'
import { applyThemeParams } from './theme'
import { supports, withWebApp } from './web-app'

export function startTelegram(launch: LaunchParams) {
  applyThemeParams(launch.themeParams)
  if (!launch.initData) return
  withWebApp((w) => {
    w.ready()
    w.expand()
    w.onEvent('themeChanged', () => applyThemeParams(w.themeParams))
  })
  // Vertical swipes close the app on iOS/Android, which fights with scrolling long lists.
  if (supports('7.7')) withWebApp((w) => w.disableVerticalSwipes())
}
