// Whether an error means the database cannot be reached right now (a dropped connection, a server
// restarting or refusing connections), as opposed to a statement that failed. Such an error is the
// database's outage, not the request's fault: the caller answers 503 and the pool reconnects by itself.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// SQLSTATE: connection exceptions (class 08), the server shutting down or starting (57P01-57P03),
// too many connections (53300).
const SQLSTATES = /^(08...|57P0[123]|53300)$/
const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true
    if (MESSAGES.test(e.message)) return true
    e = e.cause
  }
  return false
}
