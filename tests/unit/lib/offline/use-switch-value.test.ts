import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { useSwitchValue } from '@/lib/offline/use-switch-value'
import { renderHook } from '../../support/render-hook'

type Props = { server: boolean | undefined; waiting: boolean | undefined }
const render = (props: Props) =>
  renderHook((p: Props) => useSwitchValue(p.server, p.waiting), props)

describe('useSwitchValue', () => {
  it('shows a tap at once, before its write reaches the mutation cache', () => {
    const h = render({ server: false, waiting: undefined })
    expect(h.result.current.value).toBe(false)
    act(() => h.result.current.choose(true))
    expect(h.result.current.value).toBe(true)
    h.unmount()
  })

  it('lets a waiting write win over the remembered choice, and a new server value over both', () => {
    const h = render({ server: false, waiting: undefined })
    act(() => h.result.current.choose(true))
    h.rerender({ server: false, waiting: false })
    expect(h.result.current.value).toBe(false)
    // The server now says true (our write landed); later another device turns it off again.
    h.rerender({ server: true, waiting: undefined })
    expect(h.result.current.value).toBe(true)
    h.rerender({ server: false, waiting: undefined })
    expect(h.result.current.value).toBe(false)
    h.unmount()
  })

  it('goes back to the server value when the write fails', () => {
    const h = render({ server: false, waiting: undefined })
    act(() => h.result.current.choose(true))
    act(() => h.result.current.forget())
    expect(h.result.current.value).toBe(false)
    h.unmount()
  })

  it('has no value while the server value is unknown and nothing was chosen', () => {
    const h = render({ server: undefined, waiting: undefined })
    expect(h.result.current.value).toBeUndefined()
    h.unmount()
  })
})
