// What a money call (cart checkout, market checkout, renewal) means for the user when it did not
// go through: the kinds every purchase shares, read from the server's refusal or the failure.
import { ApiError, BannedError, NetworkError } from './api-client'
import { OutcomeUnknownError } from './offline/money-call'

export type PurchaseFailure =
  | { kind: 'insufficient'; need: number }
  /** The server refused; `message` is its text when it gave one. */
  | { kind: 'refused'; message: string | null }
  /** No answer even after retrying with the same key. */
  | { kind: 'network' }
  /** The ban flow has taken over. */
  | { kind: 'banned' }

/** A refusal the server answered with: short of funds, or anything else in its own words. */
export function failureOfRefusal(
  res: { error?: string; need?: number; message?: string },
  total: number,
): PurchaseFailure {
  if (res.error === 'insufficient_funds') return { kind: 'insufficient', need: res.need ?? total }
  return { kind: 'refused', message: res.message || null }
}

export function failureOfError(err: unknown): PurchaseFailure {
  if (err instanceof BannedError) return { kind: 'banned' }
  if (err instanceof NetworkError || err instanceof OutcomeUnknownError) return { kind: 'network' }
  // 'request_failed' is the client's own stand-in when the server sent no usable text.
  if (err instanceof ApiError && err.code !== 'request_failed') {
    return { kind: 'refused', message: err.message }
  }
  return { kind: 'refused', message: null }
}
