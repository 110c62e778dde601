import { describe, expect, it } from 'vitest'
import { applyInsets, applyViewport } from '@/lib/telegram/viewport'

describe('viewport variables', () => {
  it('moves the stable height only when the client says the state is stable', () => {
    const root = document.createElement('div')
    applyViewport({ height: 640, is_state_stable: true }, root)
    applyViewport({ height: 500, is_state_stable: false }, root)
    expect(root.style.getPropertyValue('--tg-viewport-height')).toBe('500px')
    expect(root.style.getPropertyValue('--tg-viewport-stable-height')).toBe('640px')
  })

  it('ignores heights that are not sane numbers', () => {
    const root = document.createElement('div')
    for (const height of [-1, Number.NaN, '600', null, 1e9])
      applyViewport({ height, is_state_stable: true }, root)
    applyViewport(null, root)
    expect(root.style.getPropertyValue('--tg-viewport-stable-height')).toBe('')
  })

  it('sets each reported inset side', () => {
    const root = document.createElement('div')
    applyInsets('--tg-safe-area-inset', { top: 44, bottom: 34, left: 'x' }, root)
    expect(root.style.getPropertyValue('--tg-safe-area-inset-top')).toBe('44px')
    expect(root.style.getPropertyValue('--tg-safe-area-inset-bottom')).toBe('34px')
    expect(root.style.getPropertyValue('--tg-safe-area-inset-left')).toBe('')
  })
})
