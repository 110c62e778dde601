// Calls the in-process app like the client does: signed init data of a user (or none), the admin
// token, JSON bodies and Idempotency-Keys.
import type { Hono } from 'hono'
import type { LaunchUser } from '../../server/demo'
import { ADMIN_TOKEN } from './test-env'

export type RequestOptions = RequestInit & {
  json?: unknown
  /** The signed-in user (over the default one); `null` sends no init data. */
  user?: Partial<LaunchUser> | null
  /** Sends `Authorization: Bearer <ADMIN_TOKEN>` instead of init data. */
  admin?: boolean
  /** The Idempotency-Key header. */
  key?: string
}

export interface Answer<T> {
  status: number
  body: T
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T
}

export function createApiCalls(
  app: Pick<Hono, 'request'>,
  initData: (user?: Partial<LaunchUser>) => string,
) {
  const request = async (path: string, init: RequestOptions = {}): Promise<Response> => {
    const { json: body, user, admin, key, ...rest } = init
    const headers = new Headers(rest.headers)
    if (admin) headers.set('Authorization', `Bearer ${ADMIN_TOKEN}`)
    else if (user !== null) headers.set('Authorization', `tma ${initData(user ?? {})}`)
    if (key !== undefined) headers.set('Idempotency-Key', key)
    if (body !== undefined) headers.set('Content-Type', 'application/json')
    return app.request(path, {
      ...rest,
      headers,
      body: body !== undefined ? JSON.stringify(body) : rest.body,
    })
  }
  return {
    /** Calls the API in-process (init data in the Authorization header unless told otherwise). */
    request,
    /** Calls the API with `Authorization: Bearer <ADMIN_TOKEN>`. */
    admin: (path: string, init: RequestOptions = {}) => request(path, { ...init, admin: true }),
    /** POSTs JSON and returns status and parsed body. */
    async post<T = Record<string, unknown>>(
      path: string,
      body: unknown = {},
      init: RequestOptions = {},
    ): Promise<Answer<T>> {
      const res = await request(path, { method: 'POST', json: body, ...init })
      return { status: res.status, body: await json<T>(res) }
    },
    /** GETs and returns status and parsed body. */
    async get<T = Record<string, unknown>>(
      path: string,
      init: RequestOptions = {},
    ): Promise<Answer<T>> {
      const res = await request(path, init)
      return { status: res.status, body: await json<T>(res) }
    },
  }
}
