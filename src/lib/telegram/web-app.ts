// The one place that touches the Telegram SDK object. Outside Telegram the SDK still loads (it
// just logs its calls), but methods newer than the client's version throw, so every call here is
// guarded: the app must never crash because of the container.
import '@twa-dev/sdk'

export type TelegramWebApp = typeof import('@twa-dev/sdk').default

// The SDK is CommonJS; its default export arrives wrapped differently in dev, build and tests, so
// the object is read from where the SDK script itself puts it.
export function getWebApp(): TelegramWebApp | undefined {
  return (window as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp
}

export function supports(version: string): boolean {
  try {
    return getWebApp()?.isVersionAtLeast(version) ?? false
  } catch {
    return false
  }
}

/** Runs a call on the SDK object, swallowing what an old or absent container throws. */
export function withWebApp(call: (webApp: TelegramWebApp) => void): void {
  const webApp = getWebApp()
  if (!webApp) return
  try {
    call(webApp)
  } catch (err) {
    console.warn('Telegram WebApp call failed', err)
  }
}
