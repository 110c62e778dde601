// A launch that names a screen: the bot's buttons open the app with `startapp=<param>` in the URL
// (a web_app button) and Telegram's direct links pass it as `tgWebAppStartParam` in the hash. Start
// parameters allow only letters, digits, `-` and `_`, so a domain travels as base64url.
// `renew-<base64url name>` opens that domain's renew screen; `topup` opens the profile's top-up;
// `watch-<base64url name>` opens the watchlist on that name; `domain-<base64url name>` the domain's
// page (a reputation alert).
import { launchHashParams } from './launch-params'

export function readStartParam(location: Pick<Location, 'search' | 'hash'>): string | undefined {
  const fromHash = launchHashParams(location.hash).get('tgWebAppStartParam')
  return fromHash ?? new URLSearchParams(location.search).get('startapp') ?? undefined
}

function decodeBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined
  try {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/

/** Start parameters that carry a domain, by prefix, and the screen each opens on it. */
const domainScreens: Record<string, (domain: string) => string> = {
  'renew-': (domain) => `/domain/${domain}/renew`,
  'watch-': (domain) => `/watchlist?domain=${domain}`,
  'domain-': (domain) => `/domain/${domain}`,
}

/** The path a start parameter opens, or undefined for one the app does not know. */
export function routeForStartParam(param: string | undefined): string | undefined {
  if (!param) return undefined
  if (param === 'topup') return '/profile'
  for (const [prefix, path] of Object.entries(domainScreens)) {
    if (!param.startsWith(prefix)) continue
    const domain = decodeBase64Url(param.slice(prefix.length))?.toLowerCase()
    if (domain && DOMAIN.test(domain)) return path(encodeURIComponent(domain))
  }
  return undefined
}

/**
 * Call once before the router is created: moves a launch that carries a known start parameter to
 * its screen (the launch hash stays; the parameter leaves the URL, so a reload stays put). Returns
 * the path moved to, if any; the caller then skips restoring the last route.
 */
export function applyStartParam(): string | undefined {
  const path = routeForStartParam(readStartParam(window.location))
  if (!path) return undefined
  window.history.replaceState(window.history.state, '', path + window.location.hash)
  return path
}
