// The app as the operations tests use it: one Telegram admin, an admin token, and helpers to call
// the admin API with the Bearer token or a session cookie.
import { createTestApp, type TestApp } from './test-app'
import type { DbKind } from './test-db'

export const ADMIN_TOKEN = 'ops-test-admin-token-0123456789abcdef'
export const ADMIN_ID = 4242

export interface OpsApp extends TestApp {
  /** Calls the API with `Authorization: Bearer <ADMIN_TOKEN>`. */
  admin(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
}

export async function createOpsApp(
  kind: DbKind,
  env: Record<string, string> = {},
): Promise<OpsApp> {
  const t = await createTestApp(kind, { ADMIN_TOKEN, ADMIN_IDS: String(ADMIN_ID), ...env })
  return {
    ...t,
    admin(path, init = {}) {
      const headers = new Headers(init.headers)
      headers.set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      return t.request(path, { ...init, headers, user: null })
    },
  }
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T
}

/** Makes a user exist (as their first call does) and returns their id. */
export async function signUp(
  t: TestApp,
  id: number,
  extra: { first_name?: string; username?: string } = {},
) {
  const res = await t.request('/api/user/profile', {
    user: {
      id,
      first_name: extra.first_name ?? `User${id}`,
      username: extra.username ?? `user${id}`,
    },
  })
  if (res.status !== 200) throw new Error(`sign-up of ${id} answered ${res.status}`)
  return id
}
