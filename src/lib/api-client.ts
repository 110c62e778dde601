// The one API client: same-origin base, `Authorization: tma <initData>`, an Idempotency-Key on every
// write, answers parsed with the contract schema, failures as typed errors.
import { t } from '@lingui/core/macro'
import type { z } from 'zod/mini'
import type { HttpMethod } from '@contract/endpoint'
import { bannedBody, errorBody } from '@contract/errors'
import { markBanned } from './ban'
import { getInitData } from './telegram/launch-params'

/** The server answered with an error status. `code` is the API's stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** No answer reached us (offline, DNS, reset, timeout): the request may or may not have run. */
export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message)
    this.name = 'NetworkError'
  }
}

/** The user is banned; the ban flow has already started. */
export class BannedError extends Error {
  constructor(readonly reason: string) {
    super('banned')
    this.name = 'BannedError'
  }
}

/** The answer did not match the contract: a client/server version mismatch. */
export class ContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Unexpected answer from ${path}`)
    this.name = 'ContractError'
  }
}

export const newIdempotencyKey = (): string => crypto.randomUUID()

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body?: unknown
  query?: Record<string, string | number | undefined>
  /** Defaults to a fresh key for writes; pass the key made when the user acted to retry safely. */
  idempotencyKey?: string
  signal?: AbortSignal
  /** Extra headers (the admin console's bearer token, for instance). */
  headers?: Record<string, string>
}

/** Parses the answer with `schema`, the contract's. */
export async function apiRequest<T>(schema: z.ZodMiniType<T>, opts: RequestOptions): Promise<T> {
  const url = new URL(opts.path, window.location.origin)
  for (const [k, v] of Object.entries(opts.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v))
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers }
  const initData = getInitData()
  if (initData && !headers.Authorization) headers.Authorization = `tma ${initData}`
  const isWrite = opts.method !== 'GET'
  if (isWrite) headers['Idempotency-Key'] = opts.idempotencyKey ?? newIdempotencyKey()
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json'

  let res: Response
  try {
    res = await fetch(url, {
      method: opts.method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
      credentials: 'same-origin',
    })
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err
    throw new NetworkError(err instanceof Error ? err.message : String(err))
  }

  let data: unknown = undefined
  const text = await res.text().catch(() => '')
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = undefined
    }
  }

  if (!res.ok) {
    if (res.status === 403) {
      const ban = bannedBody.safeParse(data)
      if (ban.success) {
        markBanned(ban.data.reason)
        throw new BannedError(ban.data.reason)
      }
    }
    const err = errorBody.safeParse(data)
    if (res.status === 429 && (!err.success || err.data.error === 'rate_limited')) {
      // Shown as the toast of whichever call was refused, in the language the app speaks.
      const seconds = retryAfterSeconds(res.headers.get('retry-after'))
      const message = t`Too many requests, try again in ${seconds} s`
      throw new ApiError(429, 'rate_limited', message, data)
    }
    if (err.success)
      throw new ApiError(res.status, err.data.error, err.data.message, data, err.data.field)
    // Spec: a non-OK answer without a usable body is 'Request failed'.
    throw new ApiError(res.status, 'request_failed', 'Request failed', data)
  }

  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new ContractError(opts.path, parsed.error.issues)
  return parsed.data
}

/** Retry-After in seconds; a date or nothing usable counts as a minute, the server's window. */
function retryAfterSeconds(header: string | null): number {
  const seconds = Number(header)
  return header && Number.isInteger(seconds) && seconds > 0 ? seconds : 60
}

/** What callEndpoint needs of an endpoint (contract/endpoint.ts). */
export interface CallableEndpoint {
  readonly methods: readonly HttpMethod[]
  readonly path: string
  readonly response: z.ZodMiniType
}

/** What an endpoint answers. */
type Answer<E extends CallableEndpoint> = z.output<E['response']>

/** Calls a contract endpoint: reads use GET, writes the endpoint's first write method. */
export function callEndpoint<E extends CallableEndpoint>(
  e: E,
  opts: Omit<RequestOptions, 'method' | 'path'> & {
    params?: Record<string, string>
    method?: RequestOptions['method']
  } = {},
): Promise<Answer<E>> {
  const method =
    opts.method ??
    (e.methods.includes('get') ? 'GET' : (e.methods[0]?.toUpperCase() as RequestOptions['method']))
  const path = e.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(opts.params?.[name] ?? ''),
  )
  return apiRequest(e.response, { ...opts, method, path }) as Promise<Answer<E>>
}
