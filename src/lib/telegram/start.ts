// Telegram start-up, run once before the first render: load Telegram's script, tell the container
// we are ready, take the full height, paint with its theme and follow it, and take the viewport
// and safe areas from it. The header, background and bottom bar colours need nothing from us:
// the script sets them from the theme as it loads and again on every theme change.
import sdk from '@twa-dev/sdk'
import type { LaunchParams } from './launch-params'
import { applyThemeParams } from './theme'
import { dropViewportPlaceholders, followViewport } from './viewport'
import { installWebApp, webApp, type WebAppApi } from './web-app'

// The package is CommonJS (`exports.default = WebApp`): under Vite's and Node's interop a default
// import is the whole exports object, so the object we want sits one level down. Using the value
// also keeps the import: a bare side-effect import was once dropped from the bundle without a word.
const WebApp: WebAppApi = (sdk as WebAppApi & { default?: WebAppApi }).default ?? sdk

export function startTelegram(launch: LaunchParams) {
  installWebApp(WebApp)
  // The script's view of the theme is the launch's, updated by any change earlier in this session.
  applyThemeParams({ ...launch.themeParams, ...WebApp.themeParams })
  dropViewportPlaceholders()
  const tg = launch.initData ? webApp() : undefined
  if (!tg) return
  tg.onEvent('themeChanged', () => applyThemeParams(tg.themeParams))
  followViewport(tg)
  tg.ready()
  // Telegram keeps the MainButton of the page before a reload (a top-up sheet's "Pay 500 ⭐"): the
  // reloaded app starts with none, and a screen that has a primary action shows its own.
  tg.MainButton.hide()
  tg.expand()
  // Vertical swipes close the app on iOS/Android, which fights with scrolling long lists.
  if (tg.isVersionAtLeast('7.7')) tg.disableVerticalSwipes()
}
