import type { RenewResponse } from '@contract/renewal'
import { ApiError } from '@/lib/api-client'

/** What the renewal screen shows after a press (spec section 8's renewal errors). */
export type RenewFailure =
  'not_found' | 'insufficient' | 'no_price' | 'failed' | 'processing_error' | 'too_long' | 'closed'

export type RenewOutcome =
  | { kind: 'success'; newExpiration: string | null; confirmed: boolean }
  | { kind: 'error'; failure: RenewFailure; message?: string; maxYears?: number }

export function stateOfResponse(r: RenewResponse): RenewOutcome {
  if (r.success)
    return {
      kind: 'success',
      newExpiration: r.new_expiration,
      confirmed: r.status !== 'processing',
    }
  if (r.error === 'insufficient_funds') return { kind: 'error', failure: 'insufficient' }
  if (r.error === 'no_renewal_price') return { kind: 'error', failure: 'no_price' }
  if (r.error === 'term_too_long')
    return { kind: 'error', failure: 'too_long', maxYears: r.max_years ?? 10 }
  if (r.error === 'redemption_closed') return { kind: 'error', failure: 'closed' }
  return { kind: 'error', failure: 'failed', message: r.message }
}

/** No answer at all (OutcomeUnknownError, network) is a processing error: the history will say. */
export function stateOfError(err: unknown): RenewOutcome {
  if (err instanceof ApiError) {
    if (err.status === 404) return { kind: 'error', failure: 'not_found' }
    return { kind: 'error', failure: 'failed', message: err.message }
  }
  return { kind: 'error', failure: 'processing_error' }
}
