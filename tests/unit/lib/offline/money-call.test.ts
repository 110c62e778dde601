import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@/lib/api-client'
import { OutcomeUnknownError, sendMoneyCall } from '@/lib/offline/money-call'

const noDelay = () => 0

describe('sendMoneyCall', () => {
  it('sends again with the same key after a lost answer and returns the replayed result', async () => {
    const keys: string[] = []
    const result = await sendMoneyCall(
      (key) => {
        keys.push(key)
        if (keys.length < 3) return Promise.reject(new NetworkError())
        return Promise.resolve({ ok: true, balance: 4.52 })
      },
      { idempotencyKey: 'pressed-once', delayMs: noDelay },
    )
    expect(result).toEqual({ ok: true, balance: 4.52 })
    expect(keys).toEqual(['pressed-once', 'pressed-once', 'pressed-once'])
  })

  it('waits out a run of the same key still in progress on the server', async () => {
    let n = 0
    const result = await sendMoneyCall(
      () =>
        ++n === 1
          ? Promise.reject(new ApiError(409, 'idempotency_in_progress', 'still running', {}))
          : Promise.resolve('done'),
      { delayMs: noDelay },
    )
    expect(result).toBe('done')
    expect(n).toBe(2)
  })

  it('passes a real refusal through at once', async () => {
    let n = 0
    const refusal = new ApiError(402, 'insufficient_funds', 'Insufficient funds', { need: 3 })
    await expect(
      sendMoneyCall(() => (n++, Promise.reject(refusal)), { delayMs: noDelay }),
    ).rejects.toBe(refusal)
    expect(n).toBe(1)
  })

  it('says the outcome is unknown after the last attempt, never that it failed', async () => {
    let n = 0
    const call = sendMoneyCall(() => (n++, Promise.reject(new NetworkError())), {
      attempts: 4,
      delayMs: noDelay,
      idempotencyKey: 'k',
    })
    await expect(call).rejects.toBeInstanceOf(OutcomeUnknownError)
    await expect(call).rejects.toMatchObject({ idempotencyKey: 'k' })
    expect(n).toBe(4)
  })
})
