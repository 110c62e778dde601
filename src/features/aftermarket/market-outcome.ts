// What a market checkout attempt means for the user, from the server's answer or the failure.
import type { AftermarketCheckoutResponse } from '@contract/aftermarket'
import { failureOfError, failureOfRefusal, type PurchaseFailure } from '@/lib/purchase-outcome'

export type MarketOutcome =
  | { kind: 'done'; purchased: string[]; newBalance: number }
  /** Someone bought these first; they left the cart and nothing was charged. */
  | { kind: 'unavailable'; domains: string[] }
  | PurchaseFailure

export function outcomeOfAnswer(res: AftermarketCheckoutResponse, total: number): MarketOutcome {
  if (res.success) {
    return {
      kind: 'done',
      purchased: res.purchased.map((p) => p.domain),
      newBalance: res.new_balance,
    }
  }
  if (res.error === 'unavailable') {
    return { kind: 'unavailable', domains: res.unavailable.map((u) => u.domain) }
  }
  return failureOfRefusal(res, total)
}

export const outcomeOfFailure: (err: unknown) => MarketOutcome = failureOfError
