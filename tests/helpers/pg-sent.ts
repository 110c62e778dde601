// What node-postgres sends, one entry per round trip (a BEGIN and a COMMIT too): every
// `Client.prototype.query` call's text while a recording runs. Used by the statement counts of
// `npm run bench:server` and by the tests of a transaction's round trips.
import pg from 'pg'

let recording: string[] | undefined
let installed = false
// node-postgres is loaded once per process, where this module may be loaded once per test file:
// the original method is kept on the prototype, so each load wraps it once, never a wrapper.
const ORIGINAL = Symbol.for('tests.pg-sent.original-query')

function install() {
  if (installed) return
  installed = true
  const proto = pg.Client.prototype as unknown as Record<symbol | string, unknown>
  proto[ORIGINAL] ??= proto.query
  const clientQuery = proto[ORIGINAL] as (...a: unknown[]) => unknown
  proto.query = function recordedQuery(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined
    recording?.push(typeof first === 'string' ? first : (first?.text ?? '?'))
    return clientQuery.apply(this, args)
  }
}

/** Starts recording (again, from nothing). */
export function recordPgQueries(): void {
  install()
  recording = []
}

/** Stops recording and answers what was sent since `recordPgQueries`. */
export function stopRecordingPgQueries(): string[] {
  const sent = recording ?? []
  recording = undefined
  return sent
}
