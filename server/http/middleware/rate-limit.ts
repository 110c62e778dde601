// Limits on the calls whose abuse costs money: a new search word costs registrar availability calls,
// promo codes can be guessed, DNS writes and top-up menus call Cloudflare and Telegram. Counted per
// user and per address in the database (fixed one-minute windows), so they hold across processes.
// A refusal is a 429 with Retry-After and a message in the caller's language.
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { takeAttempt, type LimitVerdict } from '../../core/admin/rate-limit'
import { clientIp } from '../admin/client-ip'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import type { TrustedProxies } from '../trusted-proxies'
import { extractInitData, verifyInitData } from './init-data'

export type CostlyCall = 'search' | 'suggest' | 'promo' | 'dns' | 'topup'

/** The limited calls, by method and contract path; the router puts the limiter in front of them. */
export const COSTLY_CALLS: Readonly<Record<string, CostlyCall>> = {
  'GET /api/search': 'search',
  'POST /api/search': 'search',
  // Counted apart from the search it comes with, at the same rate: one typed word asks for both.
  'POST /api/suggestions': 'suggest',
  'POST /api/user/activate-promocode': 'promo',
  'POST /api/user/domains/:domain/dns': 'dns',
  'DELETE /api/user/domains/:domain/dns/:id': 'dns',
  'POST /api/user/domains/:domain/redirects': 'dns',
  'DELETE /api/user/domains/:domain/redirects/:id': 'dns',
  'POST /api/user/domains/:domain/dns/changes': 'dns',
  'POST /api/user/domains/:domain/dns/changes/:id/undo': 'dns',
  'POST /api/send-topup-menu': 'topup',
  'POST /api/topup/invoice': 'topup',
}

export type RateConfig = Pick<
  Config,
  | 'RATE_SEARCH_PER_MIN'
  | 'RATE_PROMO_PER_MIN'
  | 'RATE_DNS_PER_MIN'
  | 'RATE_TOPUP_PER_MIN'
  | 'RATE_ADDRESS_MULTIPLIER'
  | 'INIT_DATA_MAX_AGE'
>

export interface RateLimitDeps {
  db: Db
  config: RateConfig
  trusted: TrustedProxies
  botToken: string
}

const WINDOW_SECONDS = 60

export function rateLimited(c: Context, seconds: number, language: string): HttpError {
  c.header('Retry-After', String(seconds))
  const message =
    language === 'ru'
      ? `Слишком много запросов, попробуйте через ${seconds} с`
      : `Too many requests, try again in ${seconds} s`
  return new HttpError(429, 'rate_limited', message, undefined, { retry_after: seconds })
}

/** The caller as far as it is known: the signed-in user, or valid init data on a public call. */
async function callerOf(
  c: Context<AppEnv>,
  deps: RateLimitDeps,
): Promise<{ id?: number; language: string }> {
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined
  if (user) return { id: user.tgId, language: user.preferredLanguage ?? user.languageCode }
  try {
    const raw = await extractInitData(c)
    if (raw) {
      const tg = verifyInitData(raw, deps.botToken, deps.config.INIT_DATA_MAX_AGE)
      return { id: tg.id, language: tg.language_code ?? 'en' }
    }
  } catch {
    // Bad or stale init data: the call counts against its address only.
  }
  const accepted = c.req.header('accept-language')?.toLowerCase() ?? ''
  return { language: accepted.startsWith('ru') ? 'ru' : 'en' }
}

/** For the router: the limiter of a method and path, if that call is limited. */
export function costlyCallLimits(deps: RateLimitDeps) {
  const { config } = deps
  const perUser: Record<CostlyCall, number> = {
    search: config.RATE_SEARCH_PER_MIN,
    suggest: config.RATE_SEARCH_PER_MIN,
    promo: config.RATE_PROMO_PER_MIN,
    dns: config.RATE_DNS_PER_MIN,
    topup: config.RATE_TOPUP_PER_MIN,
  }
  return (method: string, path: string): MiddlewareHandler<AppEnv> | undefined => {
    const call = COSTLY_CALLS[`${method.toUpperCase()} ${path}`]
    if (!call) return undefined
    const userRule = { max: perUser[call], windowSeconds: WINDOW_SECONDS }
    const addressRule = {
      max: perUser[call] * config.RATE_ADDRESS_MULTIPLIER,
      windowSeconds: WINDOW_SECONDS,
    }
    return createMiddleware<AppEnv>(async (c, next) => {
      const caller = await callerOf(c, deps)
      const address = clientIp(c, deps.trusted)
      const verdicts: LimitVerdict[] = [
        await takeAttempt(deps.db, `rate:${call}:ip:${address}`, addressRule),
      ]
      if (caller.id !== undefined)
        verdicts.push(await takeAttempt(deps.db, `rate:${call}:user:${caller.id}`, userRule))
      const waits = verdicts.map((v) => (v.allowed ? 0 : v.retryAfterSeconds))
      const wait = Math.max(...waits)
      if (wait > 0) throw rateLimited(c, wait, caller.language)
      await next()
    })
  }
}
