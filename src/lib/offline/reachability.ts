// "Online" for this app means the API answers, not only that the device has a network: Telegram
// on iOS has no service worker, and a captive or flaky network says online while every call fails.
// TanStack Query's onlineManager is fed from both, so paused queries and queued writes wait for
// the API itself and resume when a probe reaches it again.
import { onlineManager } from '@tanstack/react-query'
import { NetworkError } from '../api-client'

/** A cheap public GET under /api, so a blocked API (not just a dead network) is detected. */
const PROBE_PATH = '/api/settings'
const FIRST_PROBE_MS = 2_000
const MAX_PROBE_MS = 30_000

let apiReachable = true
let probeDelay = FIRST_PROBE_MS
let probeTimer: ReturnType<typeof setTimeout> | undefined
let notify: (() => void) | undefined

const deviceOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false)

export const isApiReachable = () => apiReachable

function scheduleProbe(delay = probeDelay) {
  clearTimeout(probeTimer)
  probeTimer = setTimeout(() => void probe(), delay)
}

async function probe() {
  if (apiReachable) return
  if (!deviceOnline()) return scheduleProbe()
  try {
    await fetch(PROBE_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } })
    markApiReachable()
  } catch {
    probeDelay = Math.min(probeDelay * 2, MAX_PROBE_MS)
    scheduleProbe()
  }
}

/** A call got no answer: treat the API as unreachable until a probe or another call succeeds. */
export function markApiUnreachable() {
  if (!apiReachable) return
  apiReachable = false
  probeDelay = FIRST_PROBE_MS
  notify?.()
  scheduleProbe()
}

/** Any answer from the API (even an error status) proves it is reachable. */
export function markApiReachable() {
  clearTimeout(probeTimer)
  if (apiReachable) return
  apiReachable = true
  notify?.()
}

export const isNetworkFailure = (error: unknown) => error instanceof NetworkError

/** Makes onlineManager follow the device's network and the API's reachability. Idempotent. */
export function startReachability() {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(deviceOnline() && apiReachable)
    const onDeviceOnline = () => {
      update()
      // The device is back: check the API now rather than after the backoff.
      if (!apiReachable) scheduleProbe(0)
    }
    notify = update
    window.addEventListener('online', onDeviceOnline)
    window.addEventListener('offline', update)
    update()
    return () => {
      notify = undefined
      window.removeEventListener('online', onDeviceOnline)
      window.removeEventListener('offline', update)
    }
  })
}
