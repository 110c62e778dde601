// What a checkout attempt means for the user, from the server's answer or the failure. The
// screen turns each kind into the spec's texts (section 8).
import type { CheckoutResponse } from '@contract/cart'
import { failureOfError, failureOfRefusal, type PurchaseFailure } from '@/lib/purchase-outcome'

export type CheckoutOutcome =
  /** Everything in `purchased` was paid; `failed` names stayed in the cart, uncharged. */
  | { kind: 'done'; purchased: string[]; failed: { domain: string; reason: string }[] }
  | PurchaseFailure

export function outcomeOfResponse(res: CheckoutResponse, cartTotal: number): CheckoutOutcome {
  if (res.ok) {
    return { kind: 'done', purchased: res.purchased.map((p) => p.domain), failed: res.failed }
  }
  return failureOfRefusal(res, cartTotal)
}

export const outcomeOfError: (err: unknown) => CheckoutOutcome = failureOfError
