// A small JSON client for Name.com's Core API (`/core/v1`): HTTP basic auth, a timeout on every
// call, and Name.com's answers mapped onto ProviderError: retryable (network, timeout, 429, 5xx)
// or permanent (other 4xx), with a code the callers branch on and a message a person can read.
// Credentials never appear in an error or a log line.
import type { Logger } from '../../logger'
import { recordProviderError } from '../../ops/metrics'
import { ProviderError } from '../types'

export interface NameComHttpOptions {
  baseUrl: string
  username: string
  token: string
  logger: Logger
  timeoutMs?: number
  fetch?: typeof fetch
}

export interface NameComCallOptions {
  timeoutMs?: number
  headers?: Record<string, string>
}

export type NameComRequest = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  opts?: NameComCallOptions,
) => Promise<unknown>

/** What each refusal means to us: its code, whether a later try may succeed, and why. */
function refusal(status: number): { code: string; retryable: boolean; why: string } {
  if (status === 401 || status === 403)
    return { code: 'auth', retryable: false, why: 'Name.com refused our API credentials' }
  if (status === 402)
    return {
      code: 'payment_failed',
      retryable: false,
      why: 'Name.com could not charge the reseller account',
    }
  if (status === 404) return { code: 'not_found', retryable: false, why: 'Name.com: not found' }
  if (status === 409)
    return {
      code: 'idempotency_conflict',
      retryable: false,
      why: 'Name.com: idempotency key already used for another request',
    }
  if (status === 422)
    return {
      code: 'unprocessable',
      retryable: false,
      why: 'Name.com could not process the request',
    }
  if (status === 451)
    return {
      code: 'legal',
      retryable: false,
      why: 'Name.com cannot sell this name for legal reasons',
    }
  if (status === 429)
    return { code: 'http_429', retryable: true, why: 'Name.com is rate-limiting our calls' }
  if (status >= 500)
    return { code: `http_${status}`, retryable: true, why: 'Name.com is not answering properly' }
  return { code: 'rejected', retryable: false, why: 'Name.com refused the request' }
}

export function createNameComHttp(opts: NameComHttpOptions): NameComRequest {
  const base = opts.baseUrl.replace(/\/+$/, '')
  const authorization = `Basic ${Buffer.from(`${opts.username}:${opts.token}`).toString('base64')}`
  const doFetch = opts.fetch ?? fetch
  const secrets = [opts.token, authorization.slice(6)].filter((s) => s.length >= 4)
  const mask = (text: string) => secrets.reduce((acc, s) => acc.split(s).join('***'), text)

  return async (method, path, body, callOpts) => {
    const timeoutMs = callOpts?.timeoutMs ?? opts.timeoutMs ?? 15_000
    const started = performance.now()
    let res: Response
    let text: string
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          ...callOpts?.headers,
          Authorization: authorization,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await res.text()
    } catch (err) {
      const timedOut =
        err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
      const why = timedOut
        ? `no answer within ${timeoutMs} ms`
        : mask(err instanceof Error ? err.message : String(err))
      opts.logger.warn({ method, path, why }, 'name.com call failed')
      recordProviderError('namecom', `${method} ${path.split('?')[0]}`)
      throw new ProviderError(
        `Name.com cannot be reached (${why})`,
        true,
        timedOut ? 'timeout' : 'network',
      )
    }
    const ms = Math.round(performance.now() - started)
    opts.logger.debug({ method, path, status: res.status, ms }, 'name.com call')
    let json: unknown
    try {
      json = text ? JSON.parse(text) : {}
    } catch {
      json = undefined
    }
    if (res.ok) {
      if (json === undefined || json === null || typeof json !== 'object')
        throw new ProviderError('Name.com sent an answer that is not JSON', true, 'bad_response')
      return json
    }
    const err = (json ?? {}) as { message?: unknown; details?: unknown }
    const detail = [err.message, err.details].filter((v) => typeof v === 'string' && v).join(': ')
    const { code, retryable, why } = refusal(res.status)
    const message = mask(`${why}${detail ? `: ${detail}` : ''} (HTTP ${res.status})`)
    opts.logger.warn({ method, path, status: res.status, ms, message }, 'name.com refused')
    recordProviderError('namecom', `${method} ${path.split('?')[0]}`)
    throw new ProviderError(message, retryable, code)
  }
}
