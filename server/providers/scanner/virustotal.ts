// VirusTotal API v3, the two calls the malware check needs: a domain's report
// (GET /api/v3/domains/{domain}) and a request to analyse it again (POST .../analyse). Header
// `x-apikey`; errors become ProviderError (429 and 5xx retryable, other 4xx not). The key never
// appears in an error or a log line.
import type { Logger } from '../../logger'
import { ProviderError } from '../types'

export interface AnalysisStats {
  malicious: number
  suspicious: number
  harmless: number
  undetected: number
}

export type DomainReport =
  { found: false } | { found: true; lastAnalysisAt: Date | undefined; stats: AnalysisStats }

export interface VirusTotalClient {
  domainReport(domain: string): Promise<DomainReport>
  requestAnalysis(domain: string): Promise<void>
}

export interface VirusTotalOptions {
  baseUrl: string
  apiKey: string
  logger: Logger
  timeoutMs?: number
  fetch?: typeof fetch
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)

export function createVirusTotalClient(opts: VirusTotalOptions): VirusTotalClient {
  const base = opts.baseUrl.replace(/\/+$/, '')
  const doFetch = opts.fetch ?? fetch

  const call = async (method: 'GET' | 'POST', path: string): Promise<Response> => {
    let res: Response
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: { 'x-apikey': opts.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      })
    } catch (err) {
      const why = err instanceof Error ? err.name : 'error'
      opts.logger.warn({ method, path, why }, 'virustotal call failed')
      throw new ProviderError(`VirusTotal cannot be reached (${why})`, true, 'network')
    }
    if (res.ok || res.status === 404) return res
    const body = (await res.json().catch(() => ({}))) as { error?: { code?: unknown } }
    const vtCode = typeof body.error?.code === 'string' ? body.error.code : `HTTP ${res.status}`
    const retryable = res.status === 429 || res.status >= 500
    const code =
      res.status === 429
        ? 'quota'
        : res.status === 401 || res.status === 403
          ? 'auth'
          : retryable
            ? `http_${res.status}`
            : 'rejected'
    opts.logger.warn({ method, path, status: res.status, vtCode }, 'virustotal refused')
    throw new ProviderError(`VirusTotal refused the call: ${vtCode}`, retryable, code)
  }

  return {
    async domainReport(domain) {
      const res = await call('GET', `/api/v3/domains/${encodeURIComponent(domain)}`)
      if (res.status === 404) return { found: false }
      const body = (await res.json().catch(() => undefined)) as
        { data?: { attributes?: Record<string, unknown> } } | undefined
      const attributes = body?.data?.attributes
      if (!attributes) throw new ProviderError('VirusTotal sent no report', true, 'bad_response')
      const stats = (attributes.last_analysis_stats ?? {}) as Record<string, unknown>
      const date = attributes.last_analysis_date
      return {
        found: true,
        // Seconds since the epoch, as VirusTotal sends every date.
        lastAnalysisAt: typeof date === 'number' ? new Date(date * 1000) : undefined,
        stats: {
          malicious: count(stats.malicious),
          suspicious: count(stats.suspicious),
          harmless: count(stats.harmless),
          undetected: count(stats.undetected),
        },
      }
    },

    async requestAnalysis(domain) {
      const res = await call('POST', `/api/v3/domains/${encodeURIComponent(domain)}/analyse`)
      if (res.status === 404)
        throw new ProviderError(`VirusTotal cannot analyse ${domain}`, false, 'not_found')
    },
  }
}
