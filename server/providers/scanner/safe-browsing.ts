// Google Safe Browsing Lookup API v4: POST /v4/threatMatches:find?key=KEY with the client's id and
// version and the entries to check (a domain as its http:// and https:// root URLs) against the
// threat lists; the answer lists the matches (`{}` when none). Errors become ProviderError (429 and
// 5xx retryable, 400/403 not); the key never appears in an error or a log line.
import type { Logger } from '../../logger'
import { ProviderError } from '../types'

export const THREAT_TYPES = [
  'MALWARE',
  'SOCIAL_ENGINEERING',
  'UNWANTED_SOFTWARE',
  'POTENTIALLY_HARMFUL_APPLICATION',
] as const
export type ThreatType = (typeof THREAT_TYPES)[number]

export interface SafeBrowsing {
  readonly name: string
  /** The threat lists the domain is on, sorted; empty when on none. */
  threats(domain: string): Promise<ThreatType[]>
}

export interface SafeBrowsingOptions {
  baseUrl: string
  apiKey: string
  logger: Logger
  clientVersion?: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const known = new Set<string>(THREAT_TYPES)

export function createSafeBrowsingClient(opts: SafeBrowsingOptions): SafeBrowsing {
  const base = opts.baseUrl.replace(/\/+$/, '')
  const doFetch = opts.fetch ?? fetch
  return {
    name: 'safe-browsing',
    async threats(domain) {
      const body = {
        client: { clientId: 'domains-mini-app', clientVersion: opts.clientVersion ?? '1.0.0' },
        threatInfo: {
          threatTypes: THREAT_TYPES,
          platformTypes: ['ANY_PLATFORM'],
          threatEntryTypes: ['URL'],
          threatEntries: [{ url: `http://${domain}/` }, { url: `https://${domain}/` }],
        },
      }
      let res: Response
      try {
        res = await doFetch(
          `${base}/v4/threatMatches:find?key=${encodeURIComponent(opts.apiKey)}`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
          },
        )
      } catch (err) {
        const why = err instanceof Error ? err.name : 'error'
        opts.logger.warn({ why }, 'safe browsing call failed')
        throw new ProviderError(`Safe Browsing cannot be reached (${why})`, true, 'network')
      }
      const answer = (await res.json().catch(() => undefined)) as
        { matches?: unknown; error?: { status?: unknown } } | undefined
      if (!res.ok) {
        const status = typeof answer?.error?.status === 'string' ? answer.error.status : ''
        const retryable = res.status === 429 || res.status >= 500
        const code =
          res.status === 429
            ? 'quota'
            : res.status === 403
              ? 'auth'
              : retryable
                ? `http_${res.status}`
                : 'rejected'
        opts.logger.warn({ status: res.status, reason: status }, 'safe browsing refused')
        throw new ProviderError(
          `Safe Browsing refused the call: HTTP ${res.status}${status ? ` ${status}` : ''}`,
          retryable,
          code,
        )
      }
      if (!answer || typeof answer !== 'object')
        throw new ProviderError('Safe Browsing sent no answer', true, 'bad_response')
      const matches = Array.isArray(answer.matches) ? (answer.matches as unknown[]) : []
      const found = new Set<ThreatType>()
      for (const m of matches) {
        const type = (m as { threatType?: unknown } | null)?.threatType
        if (typeof type === 'string' && known.has(type)) found.add(type as ThreatType)
      }
      return [...found].sort()
    },
  }
}
