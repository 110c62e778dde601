import { describe, expect, it } from 'vitest'
import { withListing, withoutListing } from '@/features/aftermarket/api/market-cart-edit'
import { outcomeOfAnswer, outcomeOfFailure } from '@/features/aftermarket/market-outcome'
import { ApiError, NetworkError } from '@/lib/api-client'
import { OutcomeUnknownError } from '@/lib/offline/money-call'

const base = { new_balance: 10, message: 'm', purchased: [], unavailable: [] }

describe('market checkout outcome', () => {
  it('reads success, shortage and a lost race from the answer', () => {
    expect(
      outcomeOfAnswer(
        { ...base, success: true, purchased: [{ id: 1, domain: 'a.com' }], new_balance: 4.5 },
        5,
      ),
    ).toEqual({ kind: 'done', purchased: ['a.com'], newBalance: 4.5 })
    expect(
      outcomeOfAnswer({ ...base, success: false, error: 'insufficient_funds', need: 12.3 }, 5),
    ).toEqual({ kind: 'insufficient', need: 12.3 })
    expect(
      outcomeOfAnswer(
        { ...base, success: false, error: 'unavailable', unavailable: [{ id: 2, domain: 'b.io' }] },
        5,
      ),
    ).toEqual({ kind: 'unavailable', domains: ['b.io'] })
  })

  it('treats no answer as a network failure and keeps the server text of a refusal', () => {
    expect(outcomeOfFailure(new NetworkError())).toEqual({ kind: 'network' })
    expect(outcomeOfFailure(new OutcomeUnknownError('k'))).toEqual({ kind: 'network' })
    expect(outcomeOfFailure(new ApiError(503, 'maintenance', 'Closed', {}))).toEqual({
      kind: 'refused',
      message: 'Closed',
    })
    expect(outcomeOfFailure(new ApiError(500, 'request_failed', 'Request failed', {}))).toEqual({
      kind: 'refused',
      message: null,
    })
  })
})

describe('optimistic market cart', () => {
  const a = { id: 1, domain: 'a.com', price: 10.1, description: '' }
  const b = { id: 2, domain: 'b.com', price: 0.2, description: 'x' }
  it('adds once, removes, and keeps the total in whole cents', () => {
    const one = withListing(undefined, a)
    const two = withListing(withListing(one, b), b)
    expect(two).toEqual({ success: true, domains: [a, b], total: 10.3 })
    expect(withoutListing(two, 1)).toEqual({ success: true, domains: [b], total: 0.2 })
    expect(withoutListing(undefined, 1)).toBeUndefined()
  })
})
