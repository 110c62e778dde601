// The app's routes as templates (src/routes; tests/unit/contract/route-templates.test.ts keeps this
// list equal to the generated route tree). Visits are stored per template, so /domain/example.com
// counts as /domain/$domain and the visits table and its rollups never hold arbitrary client text.
export const ROUTE_TEMPLATES = [
  '/',
  '/access-denied',
  '/admin',
  '/admin/aftermarket',
  '/admin/bans',
  '/admin/domains',
  '/admin/promocodes',
  '/admin/reputation',
  '/admin/settings',
  '/admin/stats',
  '/admin/transactions',
  '/admin/users',
  '/admin/users/$tgId',
  '/admin/visits',
  '/aftermarket',
  '/aftermarket-cart',
  '/banned',
  '/buy',
  '/cart',
  '/domain/$domain',
  '/domain/$domain/cloudflare',
  '/domain/$domain/cloudflare/ddos',
  '/domain/$domain/cloudflare/dns',
  '/domain/$domain/cloudflare/email',
  '/domain/$domain/cloudflare/redirects',
  '/domain/$domain/dns',
  '/domain/$domain/ns',
  '/domain/$domain/renew',
  '/ether',
  '/history',
  '/maintenance',
  '/panel',
  '/profile',
  '/profile/details',
  '/transfer',
  '/watchlist',
] as const

/** Where a path that is no route of the app is counted. */
export const OTHER_ROUTE = '(other)'

const segments = (path: string) => path.split('/').filter(Boolean)
const compiled = ROUTE_TEMPLATES.map((t) => ({ template: t, parts: segments(t) }))

/** The template a real path belongs to (query, hash and a trailing slash ignored), or OTHER_ROUTE. */
export function routeTemplate(path: string): string {
  const parts = segments(path.split(/[?#]/)[0] ?? '')
  const hit = compiled.find(
    (r) =>
      r.parts.length === parts.length &&
      r.parts.every((p, i) => p.startsWith('$') || p === parts[i]),
  )
  return hit?.template ?? OTHER_ROUTE
}
