// Our side of Telegram's web-events protocol (core.telegram.org/api/web-events), the one place
// that talks to the container. Methods go out through `TelegramWebviewProxy.postEvent(type, json)`
// (mobile and desktop clients inject it) or, inside Telegram Web's iframe, as a JSON message to the
// parent frame; events come back through `Telegram.WebView.receiveEvent(name, params)` or a message
// from the parent. Written against the protocol rather than imported from an SDK: the SDK was a
// side-effect import that the bundler dropped without a word, and this is a few hundred bytes.
import { readLaunchParams } from './launch-params'

type Handler = (params: unknown) => void

interface ProxyWindow {
  TelegramWebviewProxy?: { postEvent(type: string, data: string): void }
  Telegram?: { WebView?: { receiveEvent?: (name: string, params: unknown) => void } }
  TelegramGameProxy?: { receiveEvent?: (name: string, params: unknown) => void }
}

const handlers = new Map<string, Set<Handler>>()
const win = () => window as unknown as ProxyWindow

/** True when a Telegram client is listening: the injected proxy, or Telegram Web's parent frame. */
export function hasTelegramHost(): boolean {
  return win().TelegramWebviewProxy !== undefined || window.parent !== window
}

/** `7.10` >= `7.7`: versions compare part by part as numbers, a missing part counts as 0. */
export function isVersionAtLeast(version: string | undefined, minimum: string): boolean {
  if (!version) return false
  const have = version.split('.').map(Number)
  const need = minimum.split('.').map(Number)
  for (let i = 0; i < Math.max(have.length, need.length); i++) {
    const a = have[i] ?? 0
    const b = need[i] ?? 0
    if (Number.isNaN(a)) return false
    if (a !== b) return a > b
  }
  return true
}

/** Whether the client that opened us implements a method introduced in Bot API `minimum`. */
export const supports = (minimum: string): boolean =>
  isVersionAtLeast(readLaunchParams().version, minimum)

/**
 * Sends a method to the container; false when nobody listens (a plain browser) or the client is
 * older than `since`. Never throws: the app must not break because of its container.
 */
export function postEvent(type: string, data?: object, since = '6.0'): boolean {
  if (!hasTelegramHost() || !supports(since)) return false
  try {
    const proxy = win().TelegramWebviewProxy
    if (proxy) proxy.postEvent(type, JSON.stringify(data ?? {}))
    // Who may be our parent is decided by the CSP's frame-ancestors, so any origin may receive.
    else window.parent.postMessage(JSON.stringify({ eventType: type, eventData: data ?? {} }), '*')
    return true
  } catch (err) {
    console.warn('Telegram method failed', type, err)
    return false
  }
}

/** Listens to one container event; returns the unsubscribe function. */
export function onEvent(name: string, handler: Handler): () => void {
  let set = handlers.get(name)
  if (!set) handlers.set(name, (set = new Set()))
  set.add(handler)
  return () => set.delete(handler)
}

function dispatch(name: unknown, params: unknown) {
  if (typeof name !== 'string') return
  for (const handler of handlers.get(name) ?? []) {
    try {
      handler(params)
    } catch (err) {
      console.error('Telegram event handler failed', name, err)
    }
  }
}

function fromParentFrame(event: MessageEvent) {
  if (event.source !== window.parent || typeof event.data !== 'string') return
  try {
    const message = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown }
    dispatch(message.eventType, message.eventData)
  } catch {
    // Not one of Telegram's messages.
  }
}

let installed = false

/** Exposes the receiving end once; clients call it for every event they send us. */
export function installEventReceiver() {
  if (installed) return
  installed = true
  const w = win()
  const receive = (name: string, params: unknown) => dispatch(name, params)
  w.Telegram = { ...w.Telegram, WebView: { ...w.Telegram?.WebView, receiveEvent: receive } }
  // Some older clients still deliver through the games proxy.
  w.TelegramGameProxy = { ...w.TelegramGameProxy, receiveEvent: receive }
  window.addEventListener('message', fromParentFrame)
}
