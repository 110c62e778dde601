// Where a visit came from, as the account details show it: the client's address (behind a
// TRUST_PROXY proxy, the one it forwarded) and the country and city the proxy's geolocation headers
// name (Cloudflare's CF-IPCountry and cf-ipcity by default). Those headers are believed only from a
// trusted proxy: from anyone else they are the client's own words, so the place stays unknown.
import type { Context } from 'hono'
import type { VisitOrigin } from '../../core/user/users'
import { clientIp, viaTrustedProxy } from '../admin/client-ip'
import type { TrustedProxies } from '../trusted-proxies'

export interface GeoHeaders {
  country: string
  city: string
}

/** Cloudflare's codes that name no country: unknown (XX) and the Tor network (T1). */
const NOT_A_COUNTRY = new Set(['XX', 'T1'])

/**
 * Header values travel as bytes, which Node reads as Latin-1: a city sent in UTF-8 ("Düsseldorf",
 * "Москва") is read back as UTF-8 when it decodes cleanly. Control characters are dropped.
 */
function headerText(raw: string | undefined, max: number): string | null {
  if (!raw) return null
  let text = raw
  if (/[\u0080-\u00ff]/.test(raw) && [...raw].every((ch) => ch.charCodeAt(0) <= 0xff)) {
    const utf8 = Buffer.from(raw, 'latin1').toString('utf8')
    if (!utf8.includes('\uFFFD')) text = utf8
  }
  text = text.replace(/\p{Cc}/gu, '').trim()
  return text ? text.slice(0, max) : null
}

export function visitOrigin(c: Context, trusted: TrustedProxies, geo: GeoHeaders): VisitOrigin {
  const ip = clientIp(c, trusted)
  const origin: VisitOrigin = {
    // In-process calls have no socket: no address to keep.
    ipAddress: ip === 'unknown' ? null : ip,
    country: null,
    city: null,
  }
  if (!viaTrustedProxy(c, trusted)) return origin
  const country = headerText(c.req.header(geo.country), 2)?.toUpperCase() ?? null
  origin.country =
    country && /^[A-Z]{2}$/.test(country) && !NOT_A_COUNTRY.has(country) ? country : null
  origin.city = headerText(c.req.header(geo.city), 100)
  return origin
}
