// What every request goes through around its route, as one middleware: a step per concern (the
// request id's header, security headers, transport policy, metrics, the access log), each in its own
// module. One layer, not five: every layer of Hono's chain is an async frame of its own, and each of
// them looked the answer's headers up again. Measured on a trivial route: 0.41x to 0.46x bare Hono's
// requests per second.
//
// The headers every answer carries are defaults: a header the route sets itself wins. Served by
// Node (@hono/node-server hands the ServerResponse over as `c.env.outgoing`) they are set on the
// ServerResponse before the route runs, and Node lays the answer's own headers over them when it
// writes the head. A small JSON answer's headers then stay the one-entry plain object Hono makes
// them as, which the server writes as it is: asking for `c.res.headers` instead makes them a fetch
// Headers (undici), whose building, validating and sorted iteration, with Hono's own request-id
// header, were 10-15 % of a trivial request's CPU time (docs/benchmarks.md). Without a
// ServerResponse (`app.request()`, another runtime) they are set on the answer after the route,
// where it has none of its own.
import type { ServerResponse } from 'node:http'
import type { Http2ServerResponse } from 'node:http2'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

export interface RequestInfo {
  /** The request's path, read once. */
  path: string
  /** performance.now() when the request entered the frame. */
  startedMs: number
}

/** Where a step sets the answer's default headers. */
export interface DefaultHeaders {
  set(name: string, value: string): void
}

export interface RequestStep {
  /** Before the route: the variables it reads. */
  before?: (c: Context<AppEnv>, info: RequestInfo) => void
  /** The headers every answer of this request carries unless the route sets its own. */
  defaults?: (c: Context<AppEnv>, info: RequestInfo, headers: DefaultHeaders) => void
  /** After the route: what reads the answer (its status). */
  after?: (c: Context<AppEnv>, info: RequestInfo) => void
}

/** What @hono/node-server passes a request's handler as `c.env`. */
interface NodeBindings {
  outgoing?: ServerResponse | Http2ServerResponse
}

/** Node's answer to this request while its head is still to be written, if Node serves it. */
function unsentNodeAnswer(c: Context<AppEnv>) {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing
  return outgoing && !outgoing.headersSent ? outgoing : undefined
}

// Classes rather than closures made per request: under tsx, which keeps function names, every
// function made at run time is also named with a defineProperty.
class OnNodeAnswer implements DefaultHeaders {
  constructor(private readonly outgoing: ServerResponse | Http2ServerResponse) {}
  set(name: string, value: string) {
    this.outgoing.setHeader(name, value)
  }
}

class WhereAbsent implements DefaultHeaders {
  constructor(private readonly headers: Headers) {}
  set(name: string, value: string) {
    if (!this.headers.has(name)) this.headers.set(name, value)
  }
}

/** A default header set after the route has answered (the answer's own header still wins). */
export function defaultHeader(c: Context<AppEnv>, name: string, value: string) {
  const outgoing = unsentNodeAnswer(c)
  ;(outgoing ? new OnNodeAnswer(outgoing) : new WhereAbsent(c.res.headers)).set(name, value)
}

export function requestFrame(steps: readonly RequestStep[]) {
  const before = steps.filter((s) => s.before)
  const defaults = steps.filter((s) => s.defaults)
  const after = steps.filter((s) => s.after)
  return createMiddleware<AppEnv>(async (c, next) => {
    const info: RequestInfo = { path: c.req.path, startedMs: performance.now() }
    for (const s of before) s.before?.(c, info)
    const outgoing = unsentNodeAnswer(c)
    if (outgoing) {
      const headers = new OnNodeAnswer(outgoing)
      for (const s of defaults) s.defaults?.(c, info, headers)
      await next()
    } else {
      await next()
      const headers = new WhereAbsent(c.res.headers)
      for (const s of defaults) s.defaults?.(c, info, headers)
    }
    for (const s of after) s.after?.(c, info)
  })
}
