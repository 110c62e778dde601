import { useState } from 'react'
import { newIdempotencyKey } from './api-client'
import { haptic } from './telegram/haptic'
import { askWriteAccessOnce } from './telegram/write-access'

export interface PurchaseFlow<TOutcome> {
  /** Sends the call with the key made for this press and reads its answer. */
  send: (idempotencyKey: string) => Promise<TOutcome>
  /** What a thrown failure (network, ban, refusal) means. */
  ofError: (err: unknown) => TOutcome
  succeeded: (outcome: TOutcome) => boolean
  /**
   * The way on after the answer (a toast, a redirect). The press stays busy until it settles, so a
   * paid button is not pressable again while the next screen loads (as Telegram's MainButton it
   * would otherwise come back active with the old total).
   */
  then?: (outcome: TOutcome) => Promise<unknown> | void
}

/**
 * One press of a money button (cart, market, renewal): a fresh Idempotency-Key per press (a lost
 * answer is retried with it, never charged twice), the outcome kept for the message, and a haptic.
 * `busy` covers the whole press, the call and the way on. `submit` resolves with the outcome, so
 * the way on does not depend on the screen staying mounted while the refreshed data replaces it.
 */
export function usePurchase<TOutcome>(flow: PurchaseFlow<TOutcome>) {
  const [outcome, setOutcome] = useState<TOutcome | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (): Promise<TOutcome> => {
    setOutcome(null)
    setBusy(true)
    // The bot announces how the order ends; the purchase goes ahead whatever the answer.
    void askWriteAccessOnce()
    try {
      let next: TOutcome
      try {
        next = await flow.send(newIdempotencyKey())
      } catch (err) {
        next = flow.ofError(err)
      }
      if (flow.succeeded(next)) haptic.success()
      else haptic.error()
      setOutcome(next)
      await flow.then?.(next)
      return next
    } finally {
      setBusy(false)
    }
  }
  return { outcome, busy, submit }
}
