// Each request's logger (its id bound, made only if the route logs) and, for API calls, one access
// line when it is done.
import { lazyChild, type Logger } from '../../logger'
import type { RequestStep } from './request-frame'

export function accessLog(logger: Logger, level: 'debug' | 'info'): RequestStep {
  return {
    before(c) {
      c.set('log', lazyChild(logger, { reqId: c.get('requestId') }))
    },
    after(c, { path, startedMs }) {
      if (!path.startsWith('/api/') || !logger.isLevelEnabled(level)) return
      // The line a child would write, without making one for it.
      logger[level](
        {
          reqId: c.get('requestId'),
          method: c.req.method,
          path,
          status: c.res.status,
          ms: Math.round(performance.now() - startedMs),
        },
        'request',
      )
    },
  }
}
