import { useRouterState } from '@tanstack/react-router'
import { overlayScopeForPath } from '../overlay-scope'
import { useMaintenanceOverlay } from '../use-maintenance-overlay'
import { useScrollLock } from '../use-scroll-lock'
import { MaintenanceScreen } from './maintenance-screen'

/** Rendered once in the root route: covers the page while the maintenance it follows is on. */
export function MaintenanceOverlay() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const state = useMaintenanceOverlay(overlayScopeForPath(pathname))
  useScrollLock(state.active)
  if (!state.active) return null
  return <MaintenanceScreen message={state.message} onReload={() => window.location.reload()} />
}
