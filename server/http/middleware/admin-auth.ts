// Admin access: a Telegram user listed in ADMIN_IDS (signed init data), the ADMIN_TOKEN holder through
// `Authorization: Bearer`, or the console's session cookie made from that token. Never from a query
// string. A wrong Bearer token counts against the caller's address's sign-in limit; the right one
// never counts and is refused only where wrong ones have locked the address.
import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import { safeEqual } from '../../core/admin/safe-equal'
import type { LimitVerdict } from '../../core/admin/rate-limit'
import type { AdminIdentity, AppEnv } from '../env'
import { HttpError } from '../errors'
import { extractInitData, verifyInitData } from './init-data'

export { safeEqual }

/**
 * Failed sign-ins per address. Only a wrong token counts: a burst of right ones (an admin's console
 * opening several screens at once) is never refused for the attempts around it. The comparisons of
 * one concurrent burst of guesses are not capped, but ADMIN_TOKEN has at least 16 characters, so a
 * burst guesses nothing, and once it is counted the address is locked for the window.
 */
export interface SignInLimiter {
  /** Refused while the address has used up its failures, before any comparison. */
  check(c: Context<AppEnv>): Promise<LimitVerdict>
  /** Counts one wrong token. */
  failed(c: Context<AppEnv>): Promise<void>
}

/** Checks a token against ADMIN_TOKEN under the limiter: the token when right, else 429 or 401. */
export async function checkAdminToken(
  c: Context<AppEnv>,
  token: string,
  opts: { adminToken?: string; limiter?: SignInLimiter; field?: string },
): Promise<string> {
  const verdict = await opts.limiter?.check(c)
  if (verdict && !verdict.allowed) throw tooManyAttempts(c, verdict.retryAfterSeconds)
  if (opts.adminToken && safeEqual(token, opts.adminToken)) return opts.adminToken
  await opts.limiter?.failed(c)
  throw new HttpError(401, 'unauthorized', 'Admin token is invalid', opts.field)
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
      await checkAdminToken(c, header.slice(7).trim(), opts)
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
