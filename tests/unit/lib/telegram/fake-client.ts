// A Telegram client for the unit tests, at the protocol level: methods the page posts through the
// injected `TelegramWebviewProxy`, events delivered through `Telegram.WebView.receiveEvent`, as
// the mobile clients do. Telegram's script (through @twa-dev/sdk) runs once per test file, when
// start.ts is first imported, so each file is one launch: call `launch` before that import.
import type { LaunchParams } from '@/lib/telegram/launch-params'

export interface Posted {
  type: string
  params: Record<string, unknown>
}

const USER = { id: 4242, first_name: 'Ann' }

export function launch({ version = '8.0', user = USER } = {}) {
  const posted: Posted[] = []
  const proxy = {
    postEvent: (type: string, data: string) =>
      posted.push({ type, params: (JSON.parse(data || '{}') ?? {}) as Record<string, unknown> }),
  }
  ;(window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = proxy
  const initData = new URLSearchParams({ user: JSON.stringify(user), hash: 'x' }).toString()
  const hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: version })
  sessionStorage.clear()
  window.history.replaceState(null, '', `/#${hash.toString()}`)
  return {
    posted,
    of: (type: string) => posted.filter((p) => p.type === type),
    last: (type: string) => posted.filter((p) => p.type === type).at(-1)?.params,
    send: (name: string, params: unknown = null) =>
      (
        window as unknown as {
          Telegram: { WebView: { receiveEvent: (n: string, p: unknown) => void } }
        }
      ).Telegram.WebView.receiveEvent(name, params),
  }
}

/** Starts the app's Telegram side as main.tsx does. */
export async function start(): Promise<LaunchParams> {
  const { readLaunchParams } = await import('@/lib/telegram/launch-params')
  const { startTelegram } = await import('@/lib/telegram/start')
  const params = readLaunchParams()
  startTelegram(params)
  return params
}
