// The contract: the zod schemas of every API call, imported as they are by the server (it validates
// bodies and queries with them and builds /api/openapi.json from them with z.toJSONSchema) and by
// the client (it parses answers, restored queries and queued writes with them). All of it is
// written with `zod/mini`: its checks and wrappers are functions the bundler keeps only when used,
// so the first route carries what it parses with (about 12 KB gzip), where classic zod's schemas
// carry every method of their type. zod/mini loads no messages: the server sets English ones where
// it turns an issue into a 400 (server/http/validate.ts).
import type { z } from 'zod/mini'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Who may call an endpoint: anyone, a signed-in Telegram user, or an admin. */
export type EndpointAuth = 'public' | 'user' | 'admin'

/** What an endpoint takes and answers: the parts besides its method, path, auth and summary. */
export interface EndpointParts<
  B extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /**
   * Path parameters (`:name` segments) as strings: checked before the handler runs, so an id out of
   * the column's range is a 400 naming it, and published in the OpenAPI document.
   */
  params?: z.ZodMiniObject
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

/**
 * One API call as both sides see it. The server validates `body`/`query` with these schemas and
 * publishes them in /api/openapi.json; the client parses answers with `response`.
 */
export interface Endpoint<
  B extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends EndpointParts<B, Q, R> {
  /** Methods that answer this path. Reads whose method the spec leaves open answer GET and POST. */
  methods: readonly HttpMethod[]
  /** Hono-style path with `:param` segments. */
  path: string
  auth: EndpointAuth
  summary: string
}

/** The methods of a route in a resource's outline: `read` routes answer GET and POST alike. */
const verbs = {
  GET: ['get'],
  'GET POST': ['get', 'post'],
  POST: ['post'],
  PUT: ['put'],
  PATCH: ['patch'],
  DELETE: ['delete'],
} as const satisfies Record<string, readonly HttpMethod[]>

type Verb = keyof typeof verbs

/** The paths an outline lists under `verb`, so a declaration's path is checked against it. */
type PathsOf<S, V extends Verb> = keyof S extends infer K
  ? K extends `${V} /${infer P}`
    ? `/${P}`
    : never
  : never

/**
 * A resource's endpoints for callers of `auth`. `outline` maps each route ("METHOD /path", the
 * methods as `verbs` names them) to its summary; each verb then declares one of its routes with what
 * it takes and answers, its path checked against the outline.
 */
export function resource<const S extends Record<`${Verb} /${string}`, string>>(
  auth: EndpointAuth,
  outline: S,
) {
  const summaries: Record<string, string> = outline
  const declare =
    <V extends Verb>(verb: V) =>
    <B extends z.ZodMiniType, Q extends z.ZodMiniType, R extends z.ZodMiniType>(
      path: PathsOf<S, V>,
      parts: EndpointParts<B, Q, R>,
    ): Endpoint<B, Q, R> => {
      const summary = summaries[`${verb} ${path}`]
      if (summary === undefined) throw new Error(`${verb} ${path} is missing from its outline`)
      return { methods: verbs[verb], path, auth, summary, ...parts }
    }
  return {
    get: declare('GET'),
    read: declare('GET POST'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  }
}
