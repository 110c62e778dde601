// Money-moving calls (checkout, renewal, market checkout, promo codes) are never queued offline.
// Once sent, a lost answer must not become a second charge or a false failure: the call is sent
// again with the SAME Idempotency-Key. The server's idempotency middleware then either replays the
// stored answer of the run that happened, waits for a run still in progress, or runs it once if
// the first attempt never arrived; so the repeated request is also how we learn the outcome.
import { ApiError, NetworkError, newIdempotencyKey } from '../api-client'
import { withClosingConfirmation } from '../telegram/closing-confirmation'

/** We could not learn whether the call ran; the UI should say so and point to the history. */
export class OutcomeUnknownError extends Error {
  constructor(readonly idempotencyKey: string) {
    super('The outcome of the request is unknown')
    this.name = 'OutcomeUnknownError'
  }
}

export interface MoneyCallOptions {
  /** Attempts in all, including the first. */
  attempts?: number
  /** Delay before attempt n (1-based retries). */
  delayMs?: (retry: number) => number
  /** Made when the user pressed the button; a fresh one by default. */
  idempotencyKey?: string
}

const unsure = (err: unknown) =>
  err instanceof NetworkError || (err instanceof ApiError && err.code === 'idempotency_in_progress')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `send(key)` and, while its outcome is unsure (no answer, or the server still running the
 * same key), sends it again with the same key. Any real answer, success or refusal, is returned
 * or thrown as is. Closing the app asks for confirmation until then.
 */
export function sendMoneyCall<T>(
  send: (idempotencyKey: string) => Promise<T>,
  options: MoneyCallOptions = {},
): Promise<T> {
  return withClosingConfirmation(() => sendWithRetries(send, options))
}

async function sendWithRetries<T>(
  send: (idempotencyKey: string) => Promise<T>,
  {
    attempts = 5,
    delayMs = (n) => 500 * 2 ** (n - 1),
    idempotencyKey = newIdempotencyKey(),
  }: MoneyCallOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(idempotencyKey)
    } catch (err) {
      if (!unsure(err)) throw err
      if (attempt >= attempts) throw new OutcomeUnknownError(idempotencyKey)
      await sleep(delayMs(attempt))
    }
  }
}
