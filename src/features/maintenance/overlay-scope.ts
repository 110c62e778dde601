// Which maintenance status a page follows. Purchase pages follow the purchase flag and market pages
// the market flag (each answer also carries the general flag); the admin pages follow none, so an
// admin can always switch maintenance off again.

export type OverlayScope = 'general' | 'buy' | 'market'

const BUY_PATHS = ['/buy', '/cart']
const MARKET_PATHS = ['/aftermarket', '/aftermarket-cart']

function matches(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`)
}

export function overlayScopeForPath(pathname: string): OverlayScope | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (matches(path, '/maintenance') || matches(path, '/admin')) return null
  if (BUY_PATHS.includes(path)) return 'buy'
  if (MARKET_PATHS.includes(path)) return 'market'
  return 'general'
}
