import { useState } from 'react'
import { newIdempotencyKey } from './api-client'
import { haptic } from './telegram/haptic'

export interface PurchaseFlow<TOutcome> {
  /** Sends the call with the key made for this press and reads its answer. */
  send: (idempotencyKey: string) => Promise<TOutcome>
  /** What a thrown failure (network, ban, refusal) means. */
  ofError: (err: unknown) => TOutcome
  succeeded: (outcome: TOutcome) => boolean
}

/**
 * One press of a money button (cart, market, renewal): a fresh Idempotency-Key per press (a lost
 * answer is retried with it, never charged twice), the outcome kept for the message, and a haptic.
 * `submit` resolves with the outcome, so the way on (a redirect, a toast) does not depend on the
 * screen staying mounted while the refreshed data replaces it.
 */
export function usePurchase<TOutcome>(flow: PurchaseFlow<TOutcome>) {
  const [outcome, setOutcome] = useState<TOutcome | null>(null)
  const submit = async (): Promise<TOutcome> => {
    setOutcome(null)
    let next: TOutcome
    try {
      next = await flow.send(newIdempotencyKey())
    } catch (err) {
      next = flow.ofError(err)
    }
    if (flow.succeeded(next)) haptic.success()
    else haptic.error()
    setOutcome(next)
    return next
  }
  return { outcome, submit }
}
