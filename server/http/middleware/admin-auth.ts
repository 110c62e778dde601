// Admin access: a Telegram user listed in ADMIN_IDS (signed init data), the ADMIN_TOKEN holder through
// `Authorization: Bearer`, or the console's session cookie made from that token. Never from a query
// string. Bearer tokens count against the caller's address's sign-in limit before they are compared,
// so concurrent guesses get no more comparisons than the limit allows.
import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import { safeEqual } from '../../core/admin/safe-equal'
import type { LimitVerdict } from '../../core/admin/rate-limit'
import type { AdminIdentity, AppEnv } from '../env'
import { HttpError } from '../errors'
import { extractInitData, verifyInitData } from './init-data'

export { safeEqual }

export interface SignInLimiter {
  /** Counts an attempt before it is checked; refused once the address has used up its limit. */
  take(c: Context<AppEnv>): Promise<LimitVerdict>
  /** Gives a successful attempt's count back: only failures lock an address. */
  succeeded(c: Context<AppEnv>): Promise<void>
}

export interface AdminAuthOptions {
  botToken: string
  maxAgeSeconds: number
  adminIds: readonly number[]
  adminToken?: string
  /** Extra ways to sign in (the session cookie of the admin console). */
  resolveSession?: (c: Context<AppEnv>) => Promise<AdminIdentity | undefined>
  limiter?: SignInLimiter
}

export function tooManyAttempts(c: Context, retryAfterSeconds: number): HttpError {
  c.header('Retry-After', String(retryAfterSeconds))
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return new HttpError(
    429,
    'too_many_attempts',
    `Too many failed sign-ins. Try again in ${minutes} min.`,
    undefined,
    {
      retry_after: retryAfterSeconds,
    },
  )
}

export function requireAdmin(opts: AdminAuthOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization')
    if (header?.toLowerCase().startsWith('bearer ')) {
      const verdict = await opts.limiter?.take(c)
      if (verdict && !verdict.allowed) throw tooManyAttempts(c, verdict.retryAfterSeconds)
      const token = header.slice(7).trim()
      if (!opts.adminToken || !safeEqual(token, opts.adminToken)) {
        throw new HttpError(401, 'unauthorized', 'Admin token is invalid')
      }
      await opts.limiter?.succeeded(c)
      return grant(c, { actor: 'token' }, next)
    }
    const session = await opts.resolveSession?.(c)
    if (session) return grant(c, session, next)
    // The query string never carries admin credentials; init data there is for user calls only.
    const raw = await extractInitData(c, { fromQuery: false })
    if (!raw) throw new HttpError(401, 'unauthorized', 'Admin sign-in required')
    const tg = verifyInitData(raw, opts.botToken, opts.maxAgeSeconds)
    if (!opts.adminIds.includes(tg.id))
      throw new HttpError(403, 'forbidden', 'This account is not an admin')
    return grant(c, { actor: `tg:${tg.id}` }, next)
  })
}

function grant(c: Context<AppEnv>, who: AdminIdentity, next: () => Promise<void>) {
  c.set('admin', who)
  c.set('idempotencyScope', `admin:${who.actor}`)
  return next()
}
