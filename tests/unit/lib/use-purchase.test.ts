import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { usePurchase, type PurchaseFlow } from '@/lib/use-purchase'
import { renderHook } from '../support/render-hook'

type Outcome = { ok: boolean }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

const render = (flow: PurchaseFlow<Outcome>) =>
  renderHook((f: PurchaseFlow<Outcome>) => usePurchase(f), flow)

describe('usePurchase', () => {
  it('stays busy through the call and the way on, and only then is pressable again', async () => {
    const answer = deferred<Outcome>()
    const onward = deferred<void>()
    const keys: string[] = []
    const seen: Outcome[] = []
    const h = render({
      send: (key) => {
        keys.push(key)
        return answer.promise
      },
      ofError: () => ({ ok: false }),
      succeeded: (o) => o.ok,
      then: (o) => {
        seen.push(o)
        return onward.promise
      },
    })
    expect(h.result.current.busy).toBe(false)
    let done!: Promise<Outcome>
    act(() => {
      done = h.result.current.submit()
    })
    expect(h.result.current.busy).toBe(true)
    await act(() => {
      answer.resolve({ ok: true })
      return answer.promise
    })
    // Answered and shown, still on the way to the next screen: not pressable.
    expect(h.result.current.outcome).toEqual({ ok: true })
    expect(seen).toEqual([{ ok: true }])
    expect(h.result.current.busy).toBe(true)
    await act(() => {
      onward.resolve()
      return done
    })
    expect(h.result.current.busy).toBe(false)
    await expect(done).resolves.toEqual({ ok: true })
    expect(keys).toHaveLength(1)
    h.unmount()
  })

  it('turns a thrown call into its outcome, is free again, and makes a new key per press', async () => {
    const keys: string[] = []
    const h = render({
      send: (key) => {
        keys.push(key)
        return Promise.reject(new Error('offline'))
      },
      ofError: () => ({ ok: false }),
      succeeded: (o) => o.ok,
    })
    await act(async () => void (await h.result.current.submit()))
    expect(h.result.current.outcome).toEqual({ ok: false })
    expect(h.result.current.busy).toBe(false)
    await act(async () => void (await h.result.current.submit()))
    expect(keys).toHaveLength(2)
    expect(keys[0]).not.toBe(keys[1])
    h.unmount()
  })

  it('is free again when the way on fails', async () => {
    const h = render({
      send: () => Promise.resolve({ ok: true }),
      ofError: () => ({ ok: false }),
      succeeded: (o) => o.ok,
      then: () => Promise.reject(new Error('navigation failed')),
    })
    await act(async () => {
      await expect(h.result.current.submit()).rejects.toThrow('navigation failed')
    })
    expect(h.result.current.busy).toBe(false)
    h.unmount()
  })
})
