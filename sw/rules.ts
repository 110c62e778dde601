// Pure routing rules of the service worker, kept apart so unit tests can check them in Node.

/** The message the reload prompt sends (workbox-window's messageSkipWaiting uses this type). */
export const SKIP_WAITING = 'SKIP_WAITING'

/**
 * Navigations that must reach the server, never the precached shell. Paths with dots stay in the
 * shell: /domain/example.com is a client route.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api(\/|$)/, /^\/healthz$/]

export function isImageRequest(destination: string, url: URL): boolean {
  return destination === 'image' && !url.pathname.startsWith('/api/')
}

export function isShellNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname))
}
