// RDAP lookups of domain names (RFC 9082 query `domain/<name>`, RFC 9083 answers) at the registry
// the bootstrap file names. What the watchlist needs from an answer: the status values (section
// 4.6) and the `expiration` event (section 4.5). 404 means the registry holds no such name (it can
// be registered); 429 and 5xx are worth retrying; anything else is a refusal. Errors are
// ProviderError with a message a user may read ("the .com registry's RDAP server cannot be reached").
import type { Logger } from '../../logger'
import { ProviderError, ProviderRateLimited } from '../types'
import { baseFor, bootstrapBases, type BootstrapFile } from './bootstrap'

export type RdapLookup =
  { found: false } | { found: true; statuses: string[]; expiresAt: Date | undefined }

export interface Rdap {
  readonly name: string
  /** Whether a registry's RDAP service is known for the name's TLD. */
  serves(domain: string): boolean
  lookup(domain: string): Promise<RdapLookup>
}

export interface RdapOptions {
  bootstrap: BootstrapFile
  logger: Logger
  timeoutMs?: number
  fetch?: typeof fetch
}

const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1)

function retryAfterMs(header: string | null): number {
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds, 86_400) * 1000
  const at = header ? Date.parse(header) : NaN
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : 60_000
}

/** Reads a domain object (RFC 9083 section 5.3); throws when the body is not one. */
export function readDomainObject(body: unknown, domain: string): RdapLookup {
  const obj = body as {
    objectClassName?: unknown
    status?: unknown
    events?: unknown
  } | null
  if (!obj || typeof obj !== 'object' || obj.objectClassName !== 'domain')
    throw new ProviderError(
      `The registry's RDAP answer for ${domain} is not a domain`,
      true,
      'bad_response',
    )
  const statuses = Array.isArray(obj.status)
    ? obj.status.filter((s): s is string => typeof s === 'string').map((s) => s.toLowerCase())
    : []
  const events = Array.isArray(obj.events) ? (obj.events as unknown[]) : []
  let expiresAt: Date | undefined
  for (const e of events) {
    const ev = e as { eventAction?: unknown; eventDate?: unknown } | null
    if (ev?.eventAction !== 'expiration' || typeof ev.eventDate !== 'string') continue
    const at = new Date(ev.eventDate)
    if (!Number.isNaN(at.getTime())) expiresAt = at
  }
  return { found: true, statuses, expiresAt }
}

export function createRdapClient(opts: RdapOptions): Rdap {
  const bases = bootstrapBases(opts.bootstrap)
  const doFetch = opts.fetch ?? fetch
  return {
    name: 'rdap',
    serves: (domain) => baseFor(bases, domain) !== undefined,
    async lookup(domain) {
      const tld = tldOf(domain)
      const base = baseFor(bases, domain)
      if (!base) throw new ProviderError(`No RDAP service is known for .${tld}`, false, 'no_rdap')
      const url = `${base}domain/${encodeURIComponent(domain)}`
      let res: Response
      try {
        res = await doFetch(url, {
          headers: { Accept: 'application/rdap+json' },
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        })
      } catch (err) {
        const why = err instanceof Error ? err.name : 'error'
        opts.logger.warn({ url, why }, 'rdap call failed')
        throw new ProviderError(
          `The .${tld} registry's RDAP server cannot be reached (${why})`,
          true,
          'network',
        )
      }
      if (res.status === 404) {
        await res.body?.cancel()
        return { found: false }
      }
      if (res.status === 429) {
        await res.body?.cancel()
        throw new ProviderRateLimited(
          `The .${tld} registry's RDAP server asks to slow down`,
          retryAfterMs(res.headers.get('retry-after')),
        )
      }
      if (!res.ok) {
        await res.body?.cancel()
        opts.logger.warn({ url, status: res.status }, 'rdap refused')
        throw new ProviderError(
          `The .${tld} registry's RDAP server answered HTTP ${res.status}`,
          res.status >= 500,
          res.status >= 500 ? `http_${res.status}` : 'rejected',
        )
      }
      const body: unknown = await res.json().catch(() => undefined)
      return readDomainObject(body, domain)
    },
  }
}
