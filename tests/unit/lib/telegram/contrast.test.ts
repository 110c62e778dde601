import { describe, expect, it } from 'vitest'
import { contrastRatio, readableButton, readableHint } from '@/lib/telegram/contrast'
import { applyThemeParams } from '@/lib/telegram/theme'
import { TELEGRAM_DARK_THEME } from '../../support/telegram-theme'

const dark = TELEGRAM_DARK_THEME

describe('readable hint colour', () => {
  it('measures contrast the way WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    // The measurement: Telegram's hint on its secondary background.
    expect(contrastRatio(dark.hint_color, dark.secondary_bg_color)).toBeCloseTo(3.57, 1)
  })

  it('moves a dim hint towards the text until it reads at 4.5:1 on both backgrounds', () => {
    const hint = readableHint(
      dark.hint_color,
      [dark.bg_color, dark.secondary_bg_color],
      dark.text_color,
    )
    expect(contrastRatio(hint, dark.secondary_bg_color)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(hint, dark.bg_color)).toBeGreaterThanOrEqual(4.5)
    // Still a hint: well short of the text colour.
    expect(contrastRatio(hint, dark.secondary_bg_color)).toBeLessThan(
      contrastRatio(dark.text_color, dark.secondary_bg_color) - 3,
    )
  })

  it('keeps a hint that already reads well', () => {
    expect(readableHint('#595959', ['#ffffff'], '#000000')).toBe('#595959')
  })

  it('is what the theme applies as --hint-readable', () => {
    const root = document.createElement('div')
    applyThemeParams(dark, root)
    const applied = root.style.getPropertyValue('--hint-readable')
    expect(contrastRatio(applied, dark.secondary_bg_color)).toBeGreaterThanOrEqual(4.5)
    expect(root.style.getPropertyValue('--tg-theme-hint-color')).toBe(dark.hint_color)
  })

  it('darkens a button under a light label, lightens one under a dark label', () => {
    expect(contrastRatio(dark.button_color, '#ffffff')).toBeLessThan(4.5)
    const darker = readableButton(dark.button_color, '#ffffff')
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    const lighter = readableButton('#5288c1', '#000000')
    expect(contrastRatio(lighter, '#000000')).toBeGreaterThanOrEqual(4.5)
    const root = document.createElement('div')
    applyThemeParams(dark, root)
    expect(root.style.getPropertyValue('--button-readable')).toBe(darker)
  })
})
