// Which chrome a path gets. Pure functions of the pathname so the rules are testable on their own.

/** Screens that stand alone: no top bar, no tab bar. */
const BARE_PREFIXES = ['/access-denied', '/banned', '/ether', '/maintenance', '/admin']

/**
 * Reachable without Telegram init data: the spec's unguarded pages, the admin console, and the
 * home page (public in the spec's route table; the access-denied screen's Home button leads there).
 */
const PUBLIC_PREFIXES = ['/access-denied', '/maintenance', '/ether', '/admin']
const PUBLIC_EXACT = ['/']

const matchesPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

const normalize = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname

export const hasChrome = (pathname: string): boolean =>
  !BARE_PREFIXES.some((p) => matchesPrefix(normalize(pathname), p))

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_EXACT.includes(normalize(pathname)) ||
  PUBLIC_PREFIXES.some((p) => matchesPrefix(normalize(pathname), p))

export type TabId = 'home' | 'buy' | 'market' | 'panel' | 'profile'

export const TAB_ROOTS: Record<TabId, string> = {
  home: '/',
  buy: '/buy',
  market: '/aftermarket',
  panel: '/panel',
  profile: '/profile',
}

/** The tab a path belongs to: the cart and transfers sit under Buy, a domain's pages under Panel. */
export function activeTab(pathname: string): TabId | undefined {
  const path = normalize(pathname)
  if (path === '/') return 'home'
  if (matchesPrefix(path, '/buy') || matchesPrefix(path, '/cart') || path === '/transfer')
    return 'buy'
  if (matchesPrefix(path, '/aftermarket') || matchesPrefix(path, '/aftermarket-cart'))
    return 'market'
  if (matchesPrefix(path, '/panel') || matchesPrefix(path, '/domain')) return 'panel'
  if (matchesPrefix(path, '/profile') || matchesPrefix(path, '/history')) return 'profile'
  return undefined
}

/** A nested screen gets Telegram's BackButton; the tab roots and bare screens do not. */
export function isNestedPath(pathname: string): boolean {
  const path = normalize(pathname)
  if (!hasChrome(path)) return false
  return !Object.values(TAB_ROOTS).includes(path)
}

/** Where Back goes when there is no history to go back to (the app was opened on a deep link). */
export function parentPath(pathname: string): string {
  const path = normalize(pathname)
  if (path === '/cart' || path === '/transfer') return '/buy'
  if (path === '/aftermarket-cart') return '/aftermarket'
  if (path === '/history') return '/profile'
  const domainSub = /^\/domain\/[^/]+/.exec(path)
  if (domainSub) return domainSub[0] === path ? '/panel' : path.slice(0, path.lastIndexOf('/'))
  const cut = path.lastIndexOf('/')
  return cut > 0 ? path.slice(0, cut) : '/'
}
