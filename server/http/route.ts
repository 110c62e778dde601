// Mounts a contract endpoint on the app: the right auth, the body and query validated by the
// endpoint's schemas, and the endpoint recorded for the OpenAPI document.
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod/mini'
import type { Endpoint } from '@contract/endpoint'
import type { AppEnv } from './env'
import { badRequest } from './errors'
import { assertObject, parseWith, readJsonBody } from './validate'

export interface RouteAuth {
  user: MiddlewareHandler<AppEnv>
  admin: MiddlewareHandler<AppEnv>
  /** Runs after auth on every write (Idempotency-Key). */
  write: MiddlewareHandler<AppEnv>
  /**
   * The rate limiter of a costly call, if this method and path have one. It runs after auth and
   * before Idempotency-Key, so a 429 is never stored as a key's answer.
   */
  limit?: (method: string, path: string) => MiddlewareHandler<AppEnv> | undefined
}

export interface HandlerInput<B, Q> {
  c: Context<AppEnv>
  body: B
  query: Q
}

type Out<S> =
  Exclude<S, undefined> extends z.ZodMiniType ? z.output<Exclude<S, undefined>> : undefined

export type Handler<E extends Endpoint> = (
  input: HandlerInput<Out<E['body']>, Out<E['query']>>,
) => Promise<Response> | Response

export class Router {
  readonly endpoints: Endpoint[] = []
  constructor(
    readonly app: Hono<AppEnv>,
    readonly auth: RouteAuth,
  ) {}

  /**
   * `money`: the handler moves money in one transaction and stores its Idempotency-Key answer in
   * it (see answerHooks), so the key needs no separate "in progress" row.
   */
  mount<E extends Endpoint>(e: E, handler: Handler<E>, opts: { money?: boolean } = {}): this {
    this.endpoints.push(e)
    const chain: MiddlewareHandler<AppEnv>[] = []
    if (opts.money) chain.push(markMoneyCall)
    if (e.auth === 'user') chain.push(this.auth.user)
    if (e.auth === 'admin') chain.push(this.auth.admin)
    const final = async (c: Context<AppEnv>) => {
      refuseNul(c.req.param(), 'path')
      refuseNul(c.req.query(), 'query')
      if (e.params) parseWith(e.params, c.req.param(), 'path')
      const body = e.body
        ? parseWith(e.body, assertObject(stripInitData(await readJsonBody(c)), 'body'), 'body')
        : undefined
      const query = e.query ? parseWith(e.query, stripInitData(c.req.query()), 'query') : undefined
      return handler({ c, body, query } as HandlerInput<Out<E['body']>, Out<E['query']>>)
    }
    const isRead = e.methods.includes('get') || e.idempotent === false
    for (const method of e.methods) {
      const limiter = this.auth.limit?.(method, e.path)
      const before = limiter ? [...chain, limiter] : chain
      const handlers = isRead ? [...before, final] : [...before, this.auth.write, final]
      this.app.on(method.toUpperCase(), e.path, ...(handlers as [MiddlewareHandler<AppEnv>]))
    }
    return this
  }
}

const markMoneyCall: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('moneyCall', true)
  await next()
}

/** PostgreSQL text cannot hold U+0000; a path or query value with one is a 400, never a 500. */
function refuseNul(values: Record<string, string>, where: 'path' | 'query') {
  for (const [name, value] of Object.entries(values)) {
    if (value.includes('\u0000') || name.includes('\u0000')) {
      throw badRequest(
        where === 'path' ? name : `${where}.${name}`,
        'must not contain NUL characters',
      )
    }
  }
}

/** tg_init_data is a credential, not a field of any request: it never reaches a schema. */
function stripInitData(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'tg_init_data' in value) {
    const { tg_init_data: _ignored, ...rest } = value as Record<string, unknown>
    return rest
  }
  return value
}
