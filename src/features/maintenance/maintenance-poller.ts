// Follows one maintenance status: polls at the server's interval, checks at once on demand (the app
// regaining focus), and reloads the page when an overlay that was shown goes away, because the page
// under it may hold data from before the maintenance.

export interface OverlayState {
  active: boolean
  /** The server's message; '' means the default text. */
  message: string
}

export interface PolledStatus extends OverlayState {
  /** The server's poll interval (MAINTENANCE_POLL_MS), when it says. */
  pollMs?: number
}

export interface PollerDeps {
  fetchStatus: (signal: AbortSignal) => Promise<PolledStatus>
  onChange: (state: OverlayState) => void
  reload: () => void
  log: (err: unknown) => void
  defaultIntervalMs?: number
}

export interface Poller {
  start(): void
  stop(): void
  checkNow(): void
}

export const DEFAULT_POLL_MS = 30_000
/** Never hammer the server even if it asks for a tiny interval. */
const MIN_POLL_MS = 500

export function createMaintenancePoller(deps: PollerDeps): Poller {
  let intervalMs = deps.defaultIntervalMs ?? DEFAULT_POLL_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let running = false
  // What the last successful answer said; a failed fetch hides the overlay but proves nothing about
  // maintenance having ended, so it must not trigger the reload.
  let lastActive = false

  const schedule = () => {
    clearTimeout(timer)
    if (running) timer = setTimeout(check, intervalMs)
  }

  function check() {
    if (!running || inFlight) return
    clearTimeout(timer)
    const controller = new AbortController()
    inFlight = controller
    deps
      .fetchStatus(controller.signal)
      .then(
        (status) => {
          if (controller.signal.aborted) return
          if (status.pollMs && status.pollMs > 0) intervalMs = Math.max(MIN_POLL_MS, status.pollMs)
          const endedMaintenance = lastActive && !status.active
          lastActive = status.active
          if (endedMaintenance) {
            deps.reload()
            return
          }
          deps.onChange({ active: status.active, message: status.message })
        },
        (err: unknown) => {
          if (controller.signal.aborted) return
          deps.log(err)
          deps.onChange({ active: false, message: '' })
        },
      )
      .finally(() => {
        if (inFlight === controller) inFlight = undefined
        if (!controller.signal.aborted) schedule()
      })
  }

  return {
    start() {
      if (running) return
      running = true
      check()
    },
    stop() {
      running = false
      clearTimeout(timer)
      inFlight?.abort()
      inFlight = undefined
    },
    checkNow: check,
  }
}
