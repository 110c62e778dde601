import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSearchInput } from '@/features/catalog/use-search-input'
import { renderHook } from '../../support/render-hook'

describe('useSearchInput', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms)
    })

  function setup(initialInput = '', initialTerm = '') {
    const h = renderHook(() => useSearchInput(initialInput, initialTerm), undefined)
    const type = (value: string) =>
      act(() => {
        h.result.current.setInput(value)
      })
    return { h, type }
  }

  it('waits 300 ms after the last keystroke before searching', () => {
    const { h, type } = setup()
    type('sh')
    advance(200)
    type('sho')
    advance(200)
    type('shop')
    advance(299)
    expect(h.result.current.term).toBe('')
    expect(h.result.current.input).toBe('shop')
    advance(1)
    expect(h.result.current.term).toBe('shop')
    h.unmount()
  })

  it('clears at once under 2 characters and cancels a pending search', () => {
    const { h, type } = setup()
    type('shop')
    advance(300)
    expect(h.result.current.term).toBe('shop')
    type('shopx')
    type('s')
    expect(h.result.current.term).toBe('')
    advance(1000)
    expect(h.result.current.term).toBe('')
    h.unmount()
  })

  it('shows the Cyrillic warning for 2.5 s, clears the previous results and never searches it', () => {
    const { h, type } = setup()
    type('shop')
    advance(300)
    expect(h.result.current.term).toBe('shop')
    type('магазин')
    expect(h.result.current.cyrillicWarning).toBe(true)
    expect(h.result.current.input).toBe('магазин')
    expect(h.result.current.term).toBe('')
    advance(2499)
    expect(h.result.current.cyrillicWarning).toBe(true)
    expect(h.result.current.term).toBe('')
    advance(1)
    expect(h.result.current.cyrillicWarning).toBe(false)
    expect(h.result.current.term).toBe('')
    h.unmount()
  })

  it('drops a pending search when Cyrillic is typed before the debounce ends', () => {
    const { h, type } = setup()
    type('sh')
    advance(100)
    type('shд')
    advance(1000)
    expect(h.result.current.term).toBe('')
    h.unmount()
  })

  it('flags an impossible name after the debounce and clears the term', () => {
    const { h, type } = setup()
    type('shop')
    advance(300)
    type('my shop')
    expect(h.result.current.invalid).toBe(false)
    expect(h.result.current.term).toBe('shop')
    advance(300)
    expect(h.result.current.invalid).toBe(true)
    expect(h.result.current.term).toBe('')
    type('myshop')
    advance(300)
    expect(h.result.current.invalid).toBe(false)
    expect(h.result.current.term).toBe('myshop')
    h.unmount()
  })

  it('starts from the restored input and term', () => {
    const { h } = setup('Shop', 'shop')
    expect(h.result.current.input).toBe('Shop')
    expect(h.result.current.term).toBe('shop')
    h.unmount()
  })
})
