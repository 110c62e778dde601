// What a market checkout attempt means for the user, from the server's answer or the failure.
import type { AftermarketCheckoutResponse } from '@contract/aftermarket'
import { ApiError, BannedError, NetworkError } from '@/lib/api-client'
import { OutcomeUnknownError } from '@/lib/offline/money-call'

export type MarketOutcome =
  | { kind: 'done'; purchased: string[]; newBalance: number }
  | { kind: 'insufficient'; need: number }
  /** Someone bought these first; they left the cart and nothing was charged. */
  | { kind: 'unavailable'; domains: string[] }
  | { kind: 'refused'; message: string | null }
  | { kind: 'network' }
  | { kind: 'banned' }

export function outcomeOfAnswer(res: AftermarketCheckoutResponse, total: number): MarketOutcome {
  if (res.success) {
    return {
      kind: 'done',
      purchased: res.purchased.map((p) => p.domain),
      newBalance: res.new_balance,
    }
  }
  if (res.error === 'insufficient_funds') return { kind: 'insufficient', need: res.need ?? total }
  if (res.error === 'unavailable') {
    return { kind: 'unavailable', domains: res.unavailable.map((u) => u.domain) }
  }
  return { kind: 'refused', message: res.message || null }
}

export function outcomeOfFailure(err: unknown): MarketOutcome {
  if (err instanceof BannedError) return { kind: 'banned' }
  if (err instanceof NetworkError || err instanceof OutcomeUnknownError) return { kind: 'network' }
  if (err instanceof ApiError && err.code !== 'request_failed') {
    return { kind: 'refused', message: err.message }
  }
  return { kind: 'refused', message: null }
}
