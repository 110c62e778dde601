// Admin access: a Telegram user listed in ADMIN_IDS (signed init data), or the ADMIN_TOKEN holder
// through `Authorization: Bearer`. Never from a query string.
import { createHash, timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AdminIdentity, AppEnv } from '../env'
import { HttpError } from '../errors'
import { extractInitData, verifyInitData } from './init-data'

/** Compares secrets in time independent of where they differ (both sides hashed to equal length). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest()
  const hb = createHash('sha256').update(b).digest()
  return timingSafeEqual(ha, hb)
}

export interface AdminAuthOptions {
  botToken: string
  maxAgeSeconds: number
  adminIds: readonly number[]
  adminToken?: string
  /** Extra ways to sign in (the session cookie of the admin console). */
  resolveSession?: (c: Context<AppEnv>) => Promise<AdminIdentity | undefined>
}

export function requireAdmin(opts: AdminAuthOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization')
    if (header?.toLowerCase().startsWith('bearer ')) {
      const token = header.slice(7).trim()
      if (!opts.adminToken || !safeEqual(token, opts.adminToken)) {
        throw new HttpError(401, 'unauthorized', 'Admin token is invalid')
      }
      return grant(c, { actor: 'token' }, next)
    }
    const session = await opts.resolveSession?.(c)
    if (session) return grant(c, session, next)
    // The query string never carries admin credentials; init data there is for user calls only.
    const raw = await extractInitData(c, { fromQuery: false })
    if (!raw) throw new HttpError(401, 'unauthorized', 'Admin sign-in required')
    const tg = verifyInitData(raw, opts.botToken, opts.maxAgeSeconds)
    if (!opts.adminIds.includes(tg.id)) throw new HttpError(403, 'forbidden', 'This account is not an admin')
    return grant(c, { actor: `tg:${tg.id}` }, next)
  })
}

function grant(c: Context<AppEnv>, who: AdminIdentity, next: () => Promise<void>) {
  c.set('admin', who)
  c.set('idempotencyScope', `admin:${who.actor}`)
  return next()
}
