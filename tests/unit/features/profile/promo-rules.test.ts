import { afterEach, describe, expect, it, vi } from 'vitest'
import { activatePromocodeRequest } from '@/features/profile/api/activate-promocode'
import { normalizePromoInput, promoFailureOf } from '@/features/profile/promo-rules'
import { ApiError, NetworkError } from '@/lib/api-client'
import { OutcomeUnknownError } from '@/lib/offline/money-call'

describe('promo code input', () => {
  it('is trimmed and upper-cased', () => {
    expect(normalizePromoInput('  welcome5 ')).toBe('WELCOME5')
    expect(normalizePromoInput('Spring-Sale')).toBe('SPRING-SALE')
  })

  it('is missing when empty or only spaces', () => {
    for (const raw of ['', '   ', '\t\n']) expect(normalizePromoInput(raw)).toBeNull()
  })
})

describe('promo code refusals', () => {
  const refusal = (status: number, code: string, message = '') =>
    new ApiError(status, code, message, { success: false, error: code, message })

  it("map the server's codes to the spec's three messages", () => {
    expect(promoFailureOf(refusal(404, 'promo_not_found'))).toBe('not_found')
    expect(promoFailureOf(refusal(409, 'promo_already_used'))).toBe('already_used')
    expect(promoFailureOf(refusal(409, 'promo_exhausted'))).toBe('exhausted')
  })

  it("map a server's texts when it sends no known code", () => {
    expect(promoFailureOf(refusal(400, 'error', 'Promo code expired'))).toBe('not_found')
    expect(promoFailureOf(refusal(400, 'error', 'Promocode deactivated'))).toBe('not_found')
    expect(promoFailureOf(refusal(400, 'error', 'Promo code not found'))).toBe('not_found')
    expect(promoFailureOf(refusal(400, 'error', 'You already used this code'))).toBe('already_used')
    expect(promoFailureOf(refusal(400, 'error', 'Max uses reached'))).toBe('exhausted')
  })

  it('fall back to the general error for anything else', () => {
    expect(promoFailureOf(refusal(500, 'internal_error', 'Something went wrong'))).toBe('other')
    expect(promoFailureOf(refusal(400, 'bad_request', 'promocode: is required'))).toBe('other')
    expect(promoFailureOf(new NetworkError())).toBe('other')
    expect(promoFailureOf(new OutcomeUnknownError('k'))).toBe('other')
    expect(promoFailureOf(new Error('x'))).toBe('other')
  })
})

describe('activating a promo code', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('retries a lost answer with the same Idempotency-Key and body', async () => {
    const seen: { key: string | null; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: URL, init?: RequestInit) => {
        seen.push({
          key: new Headers(init?.headers).get('Idempotency-Key'),
          body: JSON.parse(init?.body as string) as unknown,
        })
        if (seen.length < 3) return Promise.reject(new TypeError('Failed to fetch'))
        return Promise.resolve(
          new Response(JSON.stringify({ success: true, balance: 15, amount: 5 }), { status: 200 }),
        )
      }),
    )
    const res = await activatePromocodeRequest(
      { promocode: 'WELCOME5', idempotencyKey: 'press-1' },
      { delayMs: () => 0 },
    )
    expect(res).toEqual({ success: true, balance: 15, amount: 5 })
    expect(seen).toEqual([
      { key: 'press-1', body: { promocode: 'WELCOME5' } },
      { key: 'press-1', body: { promocode: 'WELCOME5' } },
      { key: 'press-1', body: { promocode: 'WELCOME5' } },
    ])
  })
})
