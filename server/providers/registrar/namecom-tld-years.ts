// The longest registration Name.com allows for a TLD: the largest of `tldInfo.allowedRegistrationYears`
// from GET /core/v1/domaininfo/requirements/{tld}. Read once a day per TLD and process; while
// Name.com cannot answer, the usual 10 years stand (the registrar still refuses what it must).
import type { NameComRequest } from './namecom-http'

const DEFAULT_MAX_YEARS = 10
const KEEP_MS = 24 * 60 * 60_000

interface Requirements {
  tldInfo?: { allowedRegistrationYears?: number[] }
}

export function createNameComMaxYears(call: NameComRequest, now = () => Date.now()) {
  const known = new Map<string, { years: number; at: number }>()
  return async (tld: string): Promise<number> => {
    const hit = known.get(tld)
    if (hit && now() - hit.at < KEEP_MS) return hit.years
    try {
      const body = (await call(
        'GET',
        `/core/v1/domaininfo/requirements/${encodeURIComponent(tld)}`,
      )) as Requirements
      const allowed = (body.tldInfo?.allowedRegistrationYears ?? []).filter(
        (y) => Number.isInteger(y) && y > 0,
      )
      const years = allowed.length ? Math.max(...allowed) : DEFAULT_MAX_YEARS
      known.set(tld, { years, at: now() })
      return years
    } catch {
      return hit?.years ?? DEFAULT_MAX_YEARS
    }
  }
}
