// Telegram init data: read from `Authorization: tma <initData>`, the tg_init_data query parameter or
// a tg_init_data field of the JSON body; validated with the bot token; the user row upserted from it
// (server/core/users.ts).
import { validate } from '@telegram-apps/init-data-node'
import { z } from 'zod'
import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import { joinThroughReferral } from '../../core/user/referral'
import type { Db } from '../../db/client'
import { upsertUser, type TelegramUser } from '../../core/user/users'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { readJsonBody } from '../validate'
import { writeKeyOf } from './idempotency'

/** Clock skew tolerated for an auth_date slightly in the future. */
const FUTURE_SKEW_SECONDS = 60

export async function extractInitData(
  c: Context,
  { fromQuery = true } = {},
): Promise<string | undefined> {
  const header = c.req.header('authorization')
  if (header?.toLowerCase().startsWith('tma ')) return header.slice(4).trim()
  const query = fromQuery ? c.req.query('tg_init_data') : undefined
  if (query) return query
  if (c.req.header('content-type')?.includes('application/json')) {
    const body = await readJsonBody(c).catch(() => undefined)
    if (body && typeof body === 'object' && 'tg_init_data' in body) {
      const v = (body as Record<string, unknown>).tg_init_data
      if (typeof v === 'string' && v) return v
    }
  }
  return undefined
}

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message)

const telegramUser = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().max(256).default(''),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  photo_url: z.string().max(2048).optional(),
  language_code: z.string().max(16).optional(),
})

/** Reads the fields we use from an init data string (no signature check: see verifyInitData). */
export function parseInitData(raw: string): { authDate: number; user?: TelegramUser } {
  const params = new URLSearchParams(raw)
  const authDate = Number(params.get('auth_date'))
  if (!Number.isSafeInteger(authDate) || authDate <= 0)
    throw unauthorized('Init data has no valid auth_date')
  const userJson = params.get('user')
  if (userJson === null) return { authDate }
  let user: unknown
  try {
    user = JSON.parse(userJson)
  } catch {
    throw unauthorized('Init data user is malformed')
  }
  const parsed = telegramUser.safeParse(user)
  // U+0000 cannot be stored in PostgreSQL text; Telegram never sends it, so it marks a forgery.
  if (!parsed.success || JSON.stringify(parsed.data).includes('\\u0000')) {
    throw unauthorized('Init data user is malformed')
  }
  return { authDate, user: parsed.data }
}

/** Verifies an init data string; returns its Telegram user or throws a 401. */
export function verifyInitData(
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  now = new Date(),
): TelegramUser {
  const { authDate, user } = parseInitData(raw)
  const nowSeconds = Math.floor(now.getTime() / 1000)
  if (authDate > nowSeconds + FUTURE_SKEW_SECONDS)
    throw unauthorized('Init data is dated in the future')
  if (nowSeconds - authDate > maxAgeSeconds) throw unauthorized('Init data has expired')
  try {
    validate(raw, botToken, { expiresIn: 0 })
  } catch {
    throw unauthorized('Init data signature is invalid')
  }
  if (!user) throw unauthorized('Init data has no user')
  return user
}

export interface InitDataOptions {
  db: Db
  botToken: string
  maxAgeSeconds: number
}

/** Requires a valid Telegram user; a banned one gets 403 `{banned: true, reason}`. */
export function requireUser(opts: InitDataOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const raw = await extractInitData(c)
    if (!raw) throw unauthorized('Init data is missing: open the app from Telegram')
    const tg = verifyInitData(raw, opts.botToken, opts.maxAgeSeconds)
    // A new user who opened someone's `startapp=ref_<id>` link: created here as their referral.
    await joinThroughReferral(opts.db, tg, new URLSearchParams(raw).get('start_param'), 'app')
    const scope = `user:${tg.id}`
    // A write's Idempotency-Key is read with the user: its middleware then needs no read of its own.
    const key = writeKeyOf(c)
    const { user, key: keyRow } = await upsertUser(opts.db, tg, key ? { scope, key } : undefined)
    if (user.isBanned) {
      return c.json({ banned: true as const, reason: user.banReason ?? '' }, 403)
    }
    c.set('user', user)
    c.set('idempotencyScope', scope)
    if (key && keyRow !== undefined) c.set('keyRead', { scope, key, row: keyRow })
    await next()
  })
}
