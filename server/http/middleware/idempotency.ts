// Idempotency-Key for every write: the first request with a key runs and its answer is stored; the
// same key with the same body replays that answer; the same key with another body is a 422. Rows
// live in the database so any server process can answer a replay.
//
// Money calls (checkouts, renewal, promo activation) claim the key and write their answer inside the
// transaction of their effect (the claim is its first statement and the answer its last), so concurrent
// duplicates queue on the uncommitted claim: a process killed mid-request leaves nothing behind,
// so the retry of a call that never committed runs fresh at once, and the retry of one that did
// replays its answer.
// Other writes claim the key with an "in progress" row first, and twins wait for its answer.
// A money call's first look at its key comes with the signed-in user's row (requireUser reads both
// in one statement); later looks, and callers signed in otherwise, read the key themselves.
import type { Context, Next } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../../db/client'
import type { TxHooks } from '../../core/ledger/tx-hooks'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import {
  aliveKey,
  claimKey,
  claimStatement,
  findKey,
  moneyAnswerStatement,
  insertAnswer,
  releaseKey,
  updateAnswer,
  type KeyRef,
  type KeyRow,
} from '../../core/ledger/idempotency'
import { keyReused, replayResponse, requestHash, stillRunning } from './idempotency-replies'

const WAIT_STEP_MS = 25
const WAIT_LIMIT_MS = 60_000
/**
 * A non-money key still "in progress" after this long belongs to a process that died mid-request.
 * Its effect may or may not have committed, so running it again could repeat it: say so at once.
 */
const STALE_MS = 120_000
/**
 * A money answer committed as provisional (a renewal that still asks the registrar after its
 * commit) is replaced by the answer actually sent; twins wait for that. If it is still provisional
 * after this long its process died, and the provisional answer (money held, a job finishes it) holds.
 */
const PROVISIONAL_MS = 30_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** What a money flow does with the key inside its transaction: the key's hooks for that flow. */
export interface IdempotentAnswer {
  /**
   * The claim as the transaction's first statement, the answer `present(outcome)` as its last.
   * `provisional`: the handler goes on after the commit and may send a different answer.
   */
  hooks<T>(present: (outcome: T) => unknown, provisional: boolean): TxHooks<T>
}

/** The hooks a money handler passes to its flow, or undefined when the call has no key. */
export function answerHooks<T>(
  c: Context<AppEnv>,
  present: (outcome: T) => unknown,
  opts: { provisional?: boolean } = {},
): TxHooks<T> | undefined {
  return c.get('idempotentAnswer')?.hooks(present, opts.provisional ?? false)
}

/** Thrown inside a money flow's transaction when a twin's answer committed first. */
class AnsweredMeanwhile extends HttpError {
  constructor() {
    super(409, 'idempotency_in_progress', 'This request was answered meanwhile')
  }
}

const wellFormed = (key: string) => key.length <= 200 && /^[\w.:-]+$/.test(key)

/** The Idempotency-Key of a write; reads never have one. */
const keyOfWrite = (c: Context) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : c.req.header('idempotency-key')

/** The request's Idempotency-Key when it is a write with a well-formed one. */
export function writeKeyOf(c: Context): string | undefined {
  const key = keyOfWrite(c)
  return key && wellFormed(key) ? key : undefined
}

export function idempotency(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = keyOfWrite(c)
    if (!key) return next()
    if (!wellFormed(key)) {
      throw new HttpError(
        400,
        'bad_request',
        'Idempotency-Key: must be 1-200 letters, digits, _ . : -',
        'Idempotency-Key',
      )
    }
    const scope = c.get('idempotencyScope') ?? 'public'
    const k: KeyRef = {
      scope,
      key,
      hash: requestHash(c.req.method, c.req.path, await c.req.text()),
    }
    // The signed-in user's read may have brought the key's row (requireUser): the first look.
    const read = c.get('keyRead')
    const first = read && read.scope === scope && read.key === key ? read.row : undefined
    if (c.get('moneyCall')) return moneyCall(db, c, next, k, first)
    // Other writes claim first and look only when the claim fails.
    return otherWrite(db, c, next, k)
  })
}

/**
 * The key's row as already read with the user for the first look (null: it had none), undefined
 * when the key is to be read here.
 */
type FirstLook = KeyRow | null | undefined

/** The stored answer when there is one, `free` when the key may run. */
async function awaitAnswer(db: Db, k: KeyRef, first: FirstLook): Promise<Response | 'free'> {
  const started = Date.now()
  for (let look = first; ; look = undefined) {
    const row = look === undefined ? await findKey(db, k) : await aliveKey(db, k, look)
    if (!row) return 'free'
    if (row.requestHash !== k.hash) throw keyReused()
    if (row.state === 'done') return replayResponse(row)
    const age = Date.now() - row.createdAt.getTime()
    if (row.responseBody !== null && age > PROVISIONAL_MS) return replayResponse(row)
    if (row.responseBody === null && age > STALE_MS) {
      throw new HttpError(
        409,
        'idempotency_outcome_unknown',
        'The first attempt of this request was interrupted; check your history before trying again',
      )
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw stillRunning()
    await sleep(WAIT_STEP_MS)
  }
}

const isJson = (res: Response) => res.headers.get('content-type')?.includes('application/json')

/**
 * The answer's text, leaving `c.res` a fresh response of the same text: no tee of the body stream
 * (a clone's second branch), which outer middleware re-wrapping `c.res` could find already read.
 */
async function answerText(c: Context<AppEnv>): Promise<string> {
  const res = c.res
  const text = await res.text()
  c.res = new Response(text, { status: res.status, headers: res.headers })
  return text
}

async function moneyCall(db: Db, c: Context<AppEnv>, next: Next, k: KeyRef, first: FirstLook) {
  const stored = await awaitAnswer(db, k, first)
  if (stored !== 'free') return stored
  let committed: { status: number; text: string; provisional: boolean } | undefined
  let answeredMeanwhile = false
  c.set('idempotentAnswer', {
    hooks<T>(present: (outcome: T) => unknown, provisional: boolean): TxHooks<T> {
      let sent: typeof committed
      return {
        first: claimStatement(k),
        async opened(tx, rows) {
          if (rows.length > 0) return
          // A twin committed first, or the key's row outlived its day (findKey forgets it).
          const twin = await findKey(tx, k)
          if (!twin) {
            if (await claimKey(tx, k)) return
            throw stillRunning()
          }
          if (twin.requestHash !== k.hash) throw keyReused()
          answeredMeanwhile = true
          throw new AnsweredMeanwhile()
        },
        last(outcome) {
          sent = { status: 200, text: JSON.stringify(present(outcome)), provisional }
          return moneyAnswerStatement(k, sent)
        },
        committed() {
          committed = sent
        },
      }
    },
  })
  await next()
  const res = c.res
  if (committed) {
    if (!committed.provisional) return
    // The answer sent is the one to keep; after a server error, the committed one stands.
    const final = res.status < 500 && isJson(res)
    if (final) await updateAnswer(db, k, res.status, await answerText(c))
    else await updateAnswer(db, k, committed.status, committed.text)
    return
  }
  if (!answeredMeanwhile && res.status < 500 && isJson(res)) {
    // Nothing was committed (a refusal, a short balance): remember the answer, unless a twin's
    // committed first, which is then everyone's answer.
    if (await insertAnswer(db, k, res.status, await answerText(c))) return
  }
  const twin = await findKey(db, k)
  if (twin?.requestHash === k.hash) {
    const stored = await awaitAnswer(db, k, undefined)
    if (stored !== 'free') c.res = stored
  }
}

async function otherWrite(db: Db, c: Context<AppEnv>, next: Next, k: KeyRef) {
  if (!(await claimKey(db, k))) {
    const stored = await awaitAnswer(db, k, undefined)
    if (stored !== 'free') return stored
    // The first attempt failed and released the key: run it ourselves.
    if (!(await claimKey(db, k))) throw stillRunning()
  }
  let stored = false
  try {
    await next()
    const res = c.res
    // Server errors are not remembered: the operation did not happen, a retry may run it.
    if (res.status < 500 && isJson(res)) {
      await updateAnswer(db, k, res.status, await answerText(c))
      stored = true
    }
  } finally {
    if (!stored) await releaseKey(db, k)
  }
}
