// Each request's id, made by Hono's requestId: the caller's X-Request-Id when it is a plain token
// (a load balancer's, so one id follows a call through every log; at most 255 characters of
// [A-Za-z0-9_=-], Hono's own rule), else a new UUID. Hono is told not to write the header itself
// (`headerName: ''`, so its generator reads the caller's): a step of the request frame sends it as
// one of the answer's default headers. Hono's own goes through `c.header()`, which makes every
// answer's headers a fetch Headers: with the frame's other headers, 10-15 % of a trivial request's
// CPU time here (docs/benchmarks.md).
import type { Context } from 'hono'
import { requestId } from 'hono/request-id'
import { randomUUID } from 'node:crypto'
import type { RequestStep } from './request-frame'

const HEADER = 'X-Request-Id'
const NOT_TOKEN = /[^\w\-=]/

function callerIdOrNew(c: Context) {
  const given = c.req.header(HEADER)
  return given && given.length <= 255 && !NOT_TOKEN.test(given) ? given : randomUUID()
}

/** The middleware that gives each request its id (`c.get('requestId')`). */
export const requestIds = () => requestId({ headerName: '', generator: callerIdOrNew })

/** The frame's step that sends it back. */
export const requestIdHeader: RequestStep = {
  defaults(c, _info, headers) {
    headers.set(HEADER, c.get('requestId'))
  },
}
