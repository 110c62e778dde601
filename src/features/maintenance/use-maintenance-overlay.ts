import { useEffect, useState } from 'react'
import { fetchOverlayStatus } from './api/get-overlay-status'
import { createMaintenancePoller, type OverlayState } from './maintenance-poller'
import type { OverlayScope } from './overlay-scope'

const HIDDEN: OverlayState = { active: false, message: '' }

export interface OverlayDeps {
  fetchStatus?: typeof fetchOverlayStatus
  reload?: () => void
}

/** The overlay state of one scope, polled; null scope (admin pages) never shows an overlay. */
export function useMaintenanceOverlay(
  scope: OverlayScope | null,
  deps: OverlayDeps = {},
): OverlayState {
  // Keyed by scope so a page change never shows the previous page's overlay for a moment.
  const [state, setState] = useState<{ scope: OverlayScope | null; value: OverlayState }>({
    scope,
    value: HIDDEN,
  })
  const fetchStatus = deps.fetchStatus ?? fetchOverlayStatus
  const reload = deps.reload ?? reloadPage

  useEffect(() => {
    if (!scope) return
    const poller = createMaintenancePoller({
      fetchStatus: (signal) => fetchStatus(scope, signal),
      onChange: (value) => setState({ scope, value }),
      reload,
      log: (err) => console.warn('Maintenance status check failed; showing no overlay', err),
    })
    const onFocus = () => poller.checkNow()
    const onVisible = () => {
      if (document.visibilityState === 'visible') poller.checkNow()
    }
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onVisible)
    poller.start()
    return () => {
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onVisible)
      poller.stop()
    }
  }, [scope, fetchStatus, reload])

  return state.scope === scope ? state.value : HIDDEN
}

function reloadPage() {
  window.location.reload()
}
