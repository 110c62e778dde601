// How a Cloudflare SDK failure becomes a ProviderError the rest of the server understands, and the
// one short wait a call may spend on a 429. Longer waits belong to the durable job, never to a
// user's request: the SDK's own retries are off, so this is the only retry there is.
import { APIConnectionError, APIError } from 'cloudflare'
import { recordProviderError } from '../../ops/metrics'
import { ProviderError, ProviderRateLimited, ProviderRejection } from '../types'

/** Retry-After (seconds or an HTTP date) in ms; a minute when Cloudflare does not say. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number {
  const value = headers?.get('retry-after')
  if (value) {
    const seconds = Number(value)
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
    const date = Date.parse(value)
    if (!Number.isNaN(date)) return Math.max(0, date - now)
  }
  return 60_000
}

type NotFound = 'zone_not_found' | 'record_not_found'

/** The API token permission a call needs, as Cloudflare's token form names it. */
function permissionFor(what: string): string {
  if (/redirect/.test(what)) return 'Zone → Single Redirect → Edit (Dynamic URL Redirects)'
  if (/email address/.test(what)) return 'Account → Email Routing Addresses → Edit'
  if (/email/.test(what)) return 'Zone → Email Routing Rules → Edit'
  if (/record|dnssec/.test(what)) return 'Zone → DNS → Edit'
  if (/ssl|security|setting/.test(what)) return 'Zone → Zone Settings → Edit'
  return 'Zone → Zone → Edit'
}

export function toProviderError(err: unknown, what: string, notFound: NotFound): unknown {
  if (err instanceof ProviderError) return err
  if (err instanceof APIConnectionError || err instanceof APIError)
    recordProviderError('cloudflare', what)
  if (err instanceof APIConnectionError)
    return new ProviderError(`${what}: Cloudflare unreachable (${err.message})`, true, 'cdn_down')
  if (!(err instanceof APIError)) return err
  // `instanceof` on the generic class leaves status and headers untyped; they are these.
  const { status: rawStatus, headers } = err as { status: unknown; headers: unknown }
  const status = typeof rawStatus === 'number' ? rawStatus : 0
  const reasons = err.errors.map((e) => ({ code: e.code ?? 0, message: e.message ?? '' }))
  const said = reasons.map((r) => `${r.code} ${r.message}`).join('; ') || `HTTP ${status}`
  if (status === 429)
    return new ProviderRateLimited(
      `${what}: rate-limited by Cloudflare`,
      retryAfterMs(headers instanceof Headers ? headers : undefined),
    )
  if (status >= 500 || status === 0)
    return new ProviderError(`${what}: Cloudflare answered ${said}`, true, 'cdn_down')
  // A token without the needed permission is the operator's to fix; retrying later may succeed.
  if (status === 401 || status === 403)
    return new ProviderError(
      `${what}: Cloudflare refused the API token (${said}); ` +
        (status === 403
          ? `give CF_API_TOKEN the permission ${permissionFor(what)}`
          : 'check CF_API_TOKEN'),
      true,
      'cdn_auth',
    )
  if (status === 404) return new ProviderError(`${what}: ${said}`, false, notFound)
  return new ProviderRejection(`${what}: ${said}`, reasons)
}

export interface CallPolicy {
  /** Longest Retry-After a call waits out once before giving up (default 1 s). */
  maxWaitMs: number
  sleep: (ms: number) => Promise<void>
}

export async function cloudflareCall<T>(
  what: string,
  notFound: NotFound,
  policy: CallPolicy,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn()
  } catch (first) {
    const err = toProviderError(first, what, notFound)
    if (!(err instanceof ProviderRateLimited) || err.retryAfterMs > policy.maxWaitMs) throw err
    await policy.sleep(err.retryAfterMs)
    try {
      return await fn()
    } catch (second) {
      throw toProviderError(second, what, notFound)
    }
  }
}
