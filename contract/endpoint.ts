import type { z } from 'zod'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Who may call an endpoint: anyone, a signed-in Telegram user, or an admin. */
export type EndpointAuth = 'public' | 'user' | 'admin'

/**
 * One API call as both sides see it. The server validates `body`/`query` with these schemas and
 * publishes them in /api/openapi.json; the client parses answers with `response`.
 */
export interface Endpoint<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Methods that answer this path. Reads whose method the spec leaves open answer GET and POST. */
  methods: readonly HttpMethod[]
  /** Hono-style path with `:param` segments. */
  path: string
  auth: EndpointAuth
  summary: string
  /**
   * Path parameters (`:name` segments) as strings: checked before the handler runs, so an id out of
   * the column's range is a 400 naming it, and published in the OpenAPI document.
   */
  params?: z.ZodObject
  body?: B
  query?: Q
  /**
   * Writes honour Idempotency-Key unless this is false: reads sent as POST (prices, search) have
   * nothing to replay, and a call whose answer carries a credential (the admin session cookie) must
   * not be replayed from storage. Endpoints that also answer GET are reads and never use it.
   */
  idempotent?: boolean
  response: R
}

export function endpoint<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<B, Q, R>,
): Endpoint<B, Q, R> {
  return e
}
