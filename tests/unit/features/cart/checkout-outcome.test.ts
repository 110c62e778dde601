import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CheckoutResponse } from '@contract/cart'
import { ApiError, BannedError, NetworkError } from '@/lib/api-client'
import { checkoutRequest } from '@/features/cart/api/checkout'
import { OutcomeUnknownError } from '@/lib/offline/money-call'
import { outcomeOfError, outcomeOfResponse } from '@/features/cart/checkout-outcome'

const answer: CheckoutResponse = {
  ok: true,
  purchased: [{ domain: 'a.com' }, { domain: 'b.net' }],
  failed: [],
  balance: 76.54,
}

function stubFetch(script: (() => Response)[]) {
  const keys: (string | null)[] = []
  const fetchMock = vi.fn((_url: URL, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('Idempotency-Key'))
    const step = script[keys.length - 1]
    if (!step) throw new TypeError('Failed to fetch')
    return Promise.resolve(step())
  })
  vi.stubGlobal('fetch', fetchMock)
  return { keys, fetchMock }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const dropped = () => {
  throw new TypeError('Failed to fetch')
}
const noWait = { delayMs: () => 0 }

describe('checkoutRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('retries a dropped request with the very same Idempotency-Key', async () => {
    const { keys } = stubFetch([dropped, dropped, () => json(answer)])
    const res = await checkoutRequest({ idempotencyKey: 'key-1' }, { ...noWait, attempts: 4 })
    expect(res).toEqual(answer)
    expect(keys).toEqual(['key-1', 'key-1', 'key-1'])
  })

  it('backs off before each retry', async () => {
    stubFetch([dropped, dropped, () => json(answer)])
    const retries: number[] = []
    await checkoutRequest(
      { idempotencyKey: 'k' },
      {
        delayMs: (n) => {
          retries.push(n)
          return 0
        },
      },
    )
    expect(retries).toEqual([1, 2])
  })

  it('gives up, saying the outcome is unknown, once the attempts are spent', async () => {
    const { keys } = stubFetch([])
    await expect(
      checkoutRequest({ idempotencyKey: 'k' }, { ...noWait, attempts: 3 }),
    ).rejects.toBeInstanceOf(OutcomeUnknownError)
    expect(keys).toEqual(['k', 'k', 'k'])
  })

  it('never retries an answer from the server', async () => {
    const { keys } = stubFetch([
      () => json({ error: 'internal', message: 'Boom' }, 503),
      () => json(answer),
    ])
    await expect(checkoutRequest({ idempotencyKey: 'k' }, noWait)).rejects.toBeInstanceOf(ApiError)
    expect(keys).toHaveLength(1)
  })
})

describe('checkout outcome', () => {
  it('reads insufficient funds with the amount needed', () => {
    const res: CheckoutResponse = {
      ok: false,
      purchased: [],
      failed: [],
      balance: 5,
      error: 'insufficient_funds',
      need: 68.9,
    }
    expect(outcomeOfResponse(res, 10)).toEqual({ kind: 'insufficient', need: 68.9 })
    expect(outcomeOfResponse({ ...res, need: undefined }, 10)).toEqual({
      kind: 'insufficient',
      need: 10,
    })
  })

  it('keeps the server text for other refusals, or none', () => {
    const base: CheckoutResponse = { ok: false, purchased: [], failed: [], balance: 5 }
    expect(
      outcomeOfResponse({ ...base, error: 'maintenance', message: 'Purchases paused' }, 1),
    ).toEqual({ kind: 'refused', message: 'Purchases paused' })
    expect(outcomeOfResponse({ ...base, error: 'cart_empty' }, 1)).toEqual({
      kind: 'refused',
      message: null,
    })
  })

  it('lists what was bought and what stayed in the cart', () => {
    const res: CheckoutResponse = {
      ...answer,
      purchased: [{ domain: 'a.com' }],
      failed: [{ domain: 'b.net', reason: 'taken' }],
    }
    expect(outcomeOfResponse(res, 1)).toEqual({
      kind: 'done',
      purchased: ['a.com'],
      failed: [{ domain: 'b.net', reason: 'taken' }],
    })
  })

  it('maps failures: network, server text, no usable text, ban', () => {
    expect(outcomeOfError(new NetworkError())).toEqual({ kind: 'network' })
    expect(outcomeOfError(new OutcomeUnknownError('k'))).toEqual({ kind: 'network' })
    expect(outcomeOfError(new ApiError(409, 'conflict', 'Already bought', {}))).toEqual({
      kind: 'refused',
      message: 'Already bought',
    })
    expect(outcomeOfError(new ApiError(502, 'request_failed', 'Request failed', null))).toEqual({
      kind: 'refused',
      message: null,
    })
    expect(outcomeOfError(new BannedError('spam'))).toEqual({ kind: 'banned' })
  })
})
