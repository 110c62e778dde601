import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import type { AppEnv } from '../env'

export const SESSION_COOKIE = 'admin_session'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Plain http to this machine (development, e2e): the only case where the cookie may lack Secure. */
export function isPlainLocalHttp(c: Context): boolean {
  const url = new URL(c.req.url)
  const proto =
    c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() ??
    url.protocol.replace(':', '')
  return proto === 'http' && LOCAL_HOSTS.has(url.hostname)
}

function baseOptions(c: Context): CookieOptions {
  const httpsOnly = (c as Context<AppEnv>).get('httpsOnly') === true
  // Path /api: the maintenance switches (/api/maintenance/*) are admin calls too.
  return {
    path: '/api',
    httpOnly: true,
    sameSite: 'Strict',
    secure: httpsOnly || !isPlainLocalHttp(c),
  }
}

export function setSessionCookie(c: Context, secret: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000))
  setCookie(c, SESSION_COOKIE, secret, { ...baseOptions(c), maxAge, expires: expiresAt })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, baseOptions(c))
}

export const readSessionCookie = (c: Context): string | undefined =>
  getCookie(c, SESSION_COOKIE) || undefined
