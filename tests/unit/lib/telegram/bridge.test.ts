import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isVersionAtLeast } from '@/lib/telegram/bridge'

type BridgeModule = typeof import('@/lib/telegram/bridge')
let installEventReceiver: BridgeModule['installEventReceiver']
let onEvent: BridgeModule['onEvent']
let postEvent: BridgeModule['postEvent']

type ProxyWindow = {
  TelegramWebviewProxy?: { postEvent: (type: string, data: string) => void }
  Telegram?: { WebView?: { receiveEvent?: (name: string, params: unknown) => void } }
}
const w = window as unknown as ProxyWindow

/** Opens the app afresh (a new page load: the bridge reads the launch params anew). */
async function launchWithVersion(version: string) {
  sessionStorage.clear()
  const hash = new URLSearchParams({ tgWebAppData: 'user=%7B%7D&hash=x', tgWebAppVersion: version })
  window.history.replaceState(null, '', `/#${hash.toString()}`)
  vi.resetModules()
  ;({ installEventReceiver, onEvent, postEvent } = await import('@/lib/telegram/bridge'))
}

beforeEach(async () => {
  vi.resetModules()
  ;({ installEventReceiver, onEvent, postEvent } = await import('@/lib/telegram/bridge'))
})

describe('isVersionAtLeast', () => {
  it('compares part by part as numbers', () => {
    expect(isVersionAtLeast('7.10', '7.7')).toBe(true)
    expect(isVersionAtLeast('7.7', '7.10')).toBe(false)
    expect(isVersionAtLeast('8', '8.0')).toBe(true)
    expect(isVersionAtLeast('6.1', '6.1')).toBe(true)
    expect(isVersionAtLeast('6.0', '6.1')).toBe(false)
  })
  it('knows nothing of a missing or garbled version', () => {
    expect(isVersionAtLeast(undefined, '6.0')).toBe(false)
    expect(isVersionAtLeast('abc', '6.0')).toBe(false)
  })
})

describe('postEvent', () => {
  const sent: [string, unknown][] = []
  beforeEach(() => {
    sent.length = 0
    w.TelegramWebviewProxy = { postEvent: (type, data) => sent.push([type, JSON.parse(data)]) }
  })
  afterEach(() => {
    delete w.TelegramWebviewProxy
    vi.restoreAllMocks()
  })

  it('sends the method with its params as JSON through the mobile proxy', async () => {
    await launchWithVersion('8.0')
    expect(postEvent('web_app_setup_back_button', { is_visible: true }, '6.1')).toBe(true)
    expect(sent).toEqual([['web_app_setup_back_button', { is_visible: true }]])
  })

  it('sends nothing a client older than the method would not understand', async () => {
    await launchWithVersion('6.0')
    expect(postEvent('web_app_setup_back_button', { is_visible: true }, '6.1')).toBe(false)
    expect(sent).toEqual([])
  })

  it('sends nothing when no client listens (a plain browser)', async () => {
    delete w.TelegramWebviewProxy
    await launchWithVersion('8.0')
    expect(postEvent('web_app_ready')).toBe(false)
  })

  it('never throws when the proxy does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    w.TelegramWebviewProxy = {
      postEvent: () => {
        throw new Error('bridge gone')
      },
    }
    await launchWithVersion('8.0')
    expect(postEvent('web_app_ready')).toBe(false)
  })
})

describe('receiving events', () => {
  it('delivers receiveEvent calls to the listeners of that event until they unsubscribe', () => {
    installEventReceiver()
    const seen: unknown[] = []
    const stop = onEvent('theme_changed', (p) => seen.push(p))
    w.Telegram?.WebView?.receiveEvent?.('theme_changed', { theme_params: { bg_color: '#fff' } })
    w.Telegram?.WebView?.receiveEvent?.('viewport_changed', { height: 1 })
    stop()
    w.Telegram?.WebView?.receiveEvent?.('theme_changed', {})
    expect(seen).toEqual([{ theme_params: { bg_color: '#fff' } }])
  })

  it('keeps delivering to the others when one listener throws', () => {
    installEventReceiver()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: string[] = []
    const a = onEvent('main_button_pressed', () => {
      throw new Error('boom')
    })
    const b = onEvent('main_button_pressed', () => seen.push('b'))
    w.Telegram?.WebView?.receiveEvent?.('main_button_pressed', null)
    a()
    b()
    expect(seen).toEqual(['b'])
  })
})
