import { describe, expect, it } from 'vitest'
import { applyThemeParams, luminance, themeVariableName } from '@/lib/telegram/theme'

describe('theme params → CSS variables', () => {
  it('names variables the way Telegram does', () => {
    expect(themeVariableName('bg_color')).toBe('--tg-theme-bg-color')
    expect(themeVariableName('section_header_text_color')).toBe(
      '--tg-theme-section-header-text-color',
    )
  })

  it('sets valid colours, skips invalid ones and derives the scheme from the background', () => {
    const root = document.createElement('div')
    const scheme = applyThemeParams(
      { bg_color: '#17212b', text_color: 'red', link_color: '#6ab3f3' },
      root,
    )
    expect(scheme).toBe('dark')
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b')
    expect(root.style.getPropertyValue('--tg-theme-link-color')).toBe('#6ab3f3')
    expect(root.style.getPropertyValue('--tg-theme-text-color')).toBe('')
    expect(root.dataset.theme).toBe('dark')
  })

  it('detects a light theme and leaves the scheme alone without a background', () => {
    const root = document.createElement('div')
    expect(applyThemeParams({ bg_color: '#fff' }, root)).toBe('light')
    expect(applyThemeParams({}, document.createElement('div'))).toBeUndefined()
    expect(luminance('#000000')).toBe(0)
    expect(luminance('#ffffff')).toBeCloseTo(1)
  })
})
