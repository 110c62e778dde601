// What a checkout attempt means for the user, from the server's answer or the failure. The
// screen turns each kind into the spec's texts (section 8).
import type { CheckoutResponse } from '@contract/cart'
import { ApiError, BannedError, NetworkError } from '@/lib/api-client'
import { OutcomeUnknownError } from '@/lib/offline/money-call'

export type CheckoutOutcome =
  /** Everything in `purchased` was paid; `failed` names stayed in the cart, uncharged. */
  | { kind: 'done'; purchased: string[]; failed: { domain: string; reason: string }[] }
  | { kind: 'insufficient'; need: number }
  /** The server refused; `message` is its text when it gave one. */
  | { kind: 'refused'; message: string | null }
  /** No answer even after retrying with the same key. */
  | { kind: 'network' }
  /** The ban flow has taken over. */
  | { kind: 'banned' }

export function outcomeOfResponse(res: CheckoutResponse, cartTotal: number): CheckoutOutcome {
  if (res.ok) {
    return { kind: 'done', purchased: res.purchased.map((p) => p.domain), failed: res.failed }
  }
  if (res.error === 'insufficient_funds')
    return { kind: 'insufficient', need: res.need ?? cartTotal }
  return { kind: 'refused', message: res.message ?? null }
}

export function outcomeOfError(err: unknown): CheckoutOutcome {
  if (err instanceof BannedError) return { kind: 'banned' }
  if (err instanceof NetworkError || err instanceof OutcomeUnknownError) return { kind: 'network' }
  // 'request_failed' is the client's own stand-in when the server sent no usable text.
  if (err instanceof ApiError && err.code !== 'request_failed') {
    return { kind: 'refused', message: err.message }
  }
  return { kind: 'refused', message: null }
}
