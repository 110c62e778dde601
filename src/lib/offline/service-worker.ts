// Registers the service worker (sw/sw.ts, built to /sw.js) once the page has loaded, and reports a
// new version when it is installed and waiting behind the one in control. The worker never skips
// waiting on its own: `activateWaiting` asks it to, and the page reloads when it takes over. This is the
// little of workbox-window the app used, without its 2.2 KB (gzip) on the first route.
import { SKIP_WAITING } from '../../../sw/rules'

/** Calls `onWaiting` with each new version that waits; returns a stop. No-op without support. */
export function watchServiceWorker(onWaiting: (worker: ServiceWorker) => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return () => undefined
  let stopped = false
  // A waiting worker is an update only while another one controls the page: the very first
  // install activates at once and waits for nothing.
  const report = (worker: ServiceWorker | null) => {
    if (!stopped && worker?.state === 'installed' && container.controller) onWaiting(worker)
  }
  const watch = (registration: ServiceWorkerRegistration) => {
    report(registration.waiting)
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing
      installing?.addEventListener('statechange', () => report(installing))
    })
  }
  const register = () => {
    // Telegram on iOS and blocked service workers: the app runs from IndexedDB alone. A blocked
    // registration may also resolve with nothing at all (Playwright's `serviceWorkers: 'block'`).
    container.register('/sw.js', { scope: '/' }).then(
      (registration?: ServiceWorkerRegistration) => registration && watch(registration),
      () => undefined,
    )
  }
  // After `load`, as workbox-window did: the worker's precache never competes with the first route.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
  return () => {
    stopped = true
    window.removeEventListener('load', register)
  }
}

/** Lets the waiting `worker` take over; the page reloads into the new version when it has. */
export function activateWaiting(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  })
  worker.postMessage({ type: SKIP_WAITING })
}
