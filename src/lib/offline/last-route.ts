// Telegram reopens a Mini App at its start URL (`/` plus the launch hash), not where the user left
// it. The last path is kept in localStorage and restored before the router starts.
const STORAGE_KEY = 'last_route'
/** Set in sessionStorage by the first start of a webview: later loads in it are not launches. */
const LAUNCHED_KEY = 'last_route_launch_seen'
/** Screens that are states of the session, not places to come back to. */
const NOT_RESTORED = ['/', '/banned', '/access-denied']

export function rememberRoute(href: string): void {
  const path = href.split('#')[0] ?? ''
  if (!path.startsWith('/') || path.startsWith('//')) return
  const pathname = path.split('?')[0] ?? path
  if (NOT_RESTORED.includes(pathname)) {
    forgetRoute()
    return
  }
  try {
    localStorage.setItem(STORAGE_KEY, path)
  } catch {
    // Storage can be unavailable; the app then simply opens at home.
  }
}

export function forgetRoute(): void {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing stored then.
  }
}

/**
 * Call once before the router is created: when Telegram launched the app at `/` with its launch
 * hash, move to the remembered path (the hash stays, the launch parameters are read from it).
 * Only the first start of a webview counts as a launch; a reload inside it stays where it is.
 * Returns the path moved to, if any.
 */
export function restoreLastRoute(): string | undefined {
  if (window.location.pathname !== '/' || !window.location.hash.includes('tgWebAppData='))
    return undefined
  let saved: string | null = null
  try {
    if (sessionStorage.getItem(LAUNCHED_KEY)) return undefined
    sessionStorage.setItem(LAUNCHED_KEY, '1')
    saved = localStorage.getItem(STORAGE_KEY)
  } catch {
    return undefined
  }
  if (!saved || !saved.startsWith('/') || saved.startsWith('//')) return undefined
  window.history.replaceState(window.history.state, '', saved + window.location.hash)
  return saved
}
