// Registers the service worker (sw/sw.ts, built to /sw.js) with workbox-window once the page has
// loaded, and reports a new version when it is installed and waiting behind the one in control.
// The worker never skips waiting on its own: accepting the prompt asks it to (workbox-window's
// messageSkipWaiting, answered in sw/sw.ts), and the page reloads when it has taken over.
// workbox-window is fetched after `load`: the first route does not carry it.

/** A new version, installed and waiting; `activate` lets it take over and reloads into it. */
export interface WaitingVersion {
  activate: () => void
}

/** Calls `onWaiting` with each new version that waits; returns a stop. No-op without support. */
export function watchServiceWorker(onWaiting: (version: WaitingVersion) => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return () => undefined
  let stopped = false
  const register = async () => {
    const { Workbox } = await import('workbox-window')
    if (stopped) return
    const workbox = new Workbox('/sw.js', { scope: '/' })
    const activate = () => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    }
    workbox.addEventListener('waiting', () => {
      // A waiting worker is an update only while another one controls the page (a worker left
      // waiting behind one that no longer does, after a hard reload, is not news to the user).
      if (!stopped && container.controller) onWaiting({ activate })
    })
    await workbox.register({ immediate: true })
  }
  // Telegram on iOS and blocked service workers: the app runs from IndexedDB alone. A blocked
  // registration may also resolve with nothing at all (Playwright's `serviceWorkers: 'block'`),
  // which workbox-window's register() turns into a rejection.
  const start = () => void register().catch(() => undefined)
  // After `load`: the worker's precache never competes with the first route.
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    stopped = true
    window.removeEventListener('load', start)
  }
}
