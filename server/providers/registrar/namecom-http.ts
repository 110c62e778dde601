// A small JSON client for Name.com's core API v4: HTTP basic auth, a timeout on every call, and
// errors sorted into retryable (network, timeout, 429, 5xx) and permanent (other 4xx). Credentials
// never appear in an error or a log line.
import type { Logger } from '../../logger'
import { ProviderError } from '../types'

export interface NameComHttpOptions {
  baseUrl: string
  username: string
  token: string
  logger: Logger
  timeoutMs?: number
  fetch?: typeof fetch
}

export type NameComRequest = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  opts?: { timeoutMs?: number },
) => Promise<unknown>

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
          Authorization: authorization,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
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
      throw new ProviderError(
        `name.com ${method} ${path}: ${why}`,
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
      if (json === undefined)
        throw new ProviderError(
          `name.com ${method} ${path}: answer is not JSON`,
          true,
          'bad_response',
        )
      return json
    }
    const err = (json ?? {}) as { message?: unknown; details?: unknown }
    const detail = [err.message, err.details].filter((v) => typeof v === 'string' && v).join(': ')
    const message = mask(
      `name.com ${method} ${path}: HTTP ${res.status}${detail ? ` ${detail}` : ''}`,
    )
    const retryable = res.status === 429 || res.status >= 500
    const code =
      res.status === 401 || res.status === 403
        ? 'auth'
        : res.status === 404
          ? 'not_found'
          : retryable
            ? `http_${res.status}`
            : 'rejected'
    opts.logger.warn({ method, path, status: res.status, ms, message }, 'name.com refused')
    throw new ProviderError(message, retryable, code)
  }
}
