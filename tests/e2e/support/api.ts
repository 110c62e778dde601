// Calling the e2e server's API from a spec: as a Telegram user (signed init data) or as the admin
// (Bearer ADMIN_TOKEN). Test data is changed only through these calls, never in the database.
import { randomUUID } from 'node:crypto'
import { baseUrl, E2E_ADMIN_TOKEN } from './env'
import { initDataFor, type LaunchUser } from './launch'

export interface ApiAnswer<T = unknown> {
  status: number
  body: T
}

export interface ApiClient {
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>
  /** A write; sends a fresh Idempotency-Key unless one is given. */
  post<T = unknown>(
    path: string,
    body?: unknown,
    opts?: { idempotencyKey?: string },
  ): Promise<ApiAnswer<T>>
  put<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>
  patch<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>
  delete<T = unknown>(path: string): Promise<ApiAnswer<T>>
}

function client(authorization: () => string, base = baseUrl): ApiClient {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { Authorization: authorization() }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (method !== 'GET') headers['Idempotency-Key'] = key ?? randomUUID()
    const res = await fetch(new URL(path, base()), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON: the raw text is the answer
    }
    return { status: res.status, body: parsed as T }
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body, opts) => call('POST', path, body, opts?.idempotencyKey),
    put: (path, body) => call('PUT', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path) => call('DELETE', path),
  }
}

/** The API as this Telegram user; every call signs fresh init data. `server`: another server's base. */
export function apiAs(user: LaunchUser, server?: string): ApiClient {
  return client(() => `tma ${initDataFor(user)}`, server ? () => server : undefined)
}

/** The admin API with the ADMIN_TOKEN as a Bearer token. */
export function adminApi(server?: string): ApiClient {
  return client(() => `Bearer ${E2E_ADMIN_TOKEN}`, server ? () => server : undefined)
}

function ensureOk<T>(what: string, answer: ApiAnswer<T>): T {
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${what} failed with ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  return answer.body
}

/** Creates the user's row the way the app does on first open (GET /api/user/profile). */
export async function registerUser(user: LaunchUser, server?: string): Promise<void> {
  ensureOk('sign-in', await apiAs(user, server).get('/api/user/profile'))
}

/** Bans a user through the admin API (the user is registered first if needed). */
export async function banUser(user: LaunchUser, reason: string): Promise<void> {
  await registerUser(user)
  ensureOk('ban', await adminApi().post(`/api/admin/users/${user.id}/ban`, { reason }))
}

/** Credits (or, negative, debits) a balance in USD through the admin API, as a ledger adjustment. */
export async function creditBalance(
  user: LaunchUser,
  usd: number,
  reason = 'e2e top-up',
  server?: string,
): Promise<number> {
  await registerUser(user, server)
  const body = ensureOk(
    'balance adjustment',
    await adminApi(server).post<{ user: { balance: number } }>(
      `/api/admin/users/${user.id}/balance`,
      {
        amount: usd,
        reason,
      },
    ),
  )
  return body.user.balance
}
