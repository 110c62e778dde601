// React's `act`, on Preact (the components run on preact/compat; scripts/preact-alias.ts): runs
// `work` and flushes the renders and effects it caused, at once when `work` is synchronous, else
// once its promise settles. Typed as React's is, so a synchronous call is not a floating promise.
import { act as flushAfter } from 'preact/test-utils'

export function act(work: () => Promise<unknown>): Promise<void>
export function act(work: () => void): void
export function act(work: () => unknown): Promise<void> | void {
  let pending: Promise<unknown> | undefined
  const flushed = flushAfter(() => {
    const result = work()
    if (result instanceof Promise) pending = result
    return pending?.then(() => undefined)
  })
  return pending ? flushed : undefined
}
