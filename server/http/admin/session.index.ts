// Admin sign-in for the standalone console: ADMIN_TOKEN in, session cookie out. Wrong tokens are
// counted per address (behind the proxy, the real client's: TRUST_PROXY); a locked address never
// locks the admin out from another one, and the right token never counts.
import type { Context } from 'hono'
import { createAdminSession, deleteAdminSession, getAdminMe } from '@contract/admin.endpoints'
import type { AdminMe } from '@contract/admin'
import type { Db } from '../../db/client'
import { lockedOut, SIGN_IN_LIMIT, takeAttempt } from '../../core/admin/rate-limit'
import { createSession, deleteSession, findSession } from '../../core/admin/sessions'
import { recordAudit } from '../../core/admin/audit'
import type { AdminIdentity, AppEnv } from '../env'
import { checkAdminToken, type SignInLimiter } from '../middleware/admin-auth'
import type { Router } from '../route'
import type { TrustedProxies } from '../trusted-proxies'
import { clientIp } from './client-ip'
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie'

export interface SessionDeps {
  db: Db
  adminToken?: string
  trusted: TrustedProxies
}

/** The pieces requireAdmin needs: the cookie resolver and the failed sign-in limiter. */
export function adminSessionAuth({ db, adminToken, trusted }: SessionDeps) {
  const limitKey = (c: Context) => `admin-sign-in:${clientIp(c, trusted)}`
  const resolveSession = async (c: Context<AppEnv>): Promise<AdminIdentity | undefined> => {
    const secret = readSessionCookie(c)
    if (!secret) return undefined
    const session = await findSession(db, secret, adminToken)
    return session ? { actor: session.actor } : undefined
  }
  const limiter: SignInLimiter = {
    check: (c) => lockedOut(db, limitKey(c), SIGN_IN_LIMIT),
    failed: async (c) => {
      await takeAttempt(db, limitKey(c), SIGN_IN_LIMIT)
    },
  }
  return { resolveSession, limiter }
}

function methodOf(actor: string): AdminMe['method'] {
  if (actor.startsWith('tg:')) return 'telegram'
  if (actor.startsWith('session:')) return 'session'
  return 'token'
}

export function mountAdminSessionRoutes(router: Router, deps: SessionDeps) {
  const { db, adminToken, trusted } = deps
  const { limiter } = adminSessionAuth(deps)
  router
    .mount(createAdminSession, async ({ c, body }) => {
      const token = await checkAdminToken(c, body.token, { adminToken, limiter, field: 'token' })
      const session = await createSession(db, token)
      await recordAudit(db, {
        actor: session.actor,
        action: 'admin.sign_in',
        target: `ip:${clientIp(c, trusted)}`,
      })
      setSessionCookie(c, session.secret, session.expiresAt)
      return c.json({
        actor: session.actor,
        method: 'session' as const,
        expires_at: session.expiresAt.toISOString(),
      })
    })
    .mount(deleteAdminSession, async ({ c }) => {
      const secret = readSessionCookie(c)
      if (secret) {
        const session = await findSession(db, secret, adminToken)
        if (await deleteSession(db, secret)) {
          await recordAudit(db, {
            actor: session?.actor ?? 'session:expired',
            action: 'admin.sign_out',
          })
        }
      }
      clearSessionCookie(c)
      return c.json({ ok: true as const })
    })
    .mount(getAdminMe, async ({ c }) => {
      const { actor } = c.get('admin')
      const method = methodOf(actor)
      const secret = method === 'session' ? readSessionCookie(c) : undefined
      const session = secret ? await findSession(db, secret, adminToken) : undefined
      return c.json({ actor, method, expires_at: session?.expiresAt.toISOString() ?? null })
    })
}
