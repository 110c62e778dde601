import { beforeAll, describe, expect, it, vi } from 'vitest'
import { launch, start } from './fake-client'

vi.spyOn(console, 'log').mockImplementation(() => undefined)
const client = launch()
const style = document.documentElement.style
const css = (name: string) => style.getPropertyValue(name)

beforeAll(start)

describe('Telegram start-up', () => {
  it('says ready and takes the full height, once, and keeps vertical swipes for scrolling', () => {
    expect(client.of('web_app_ready')).toHaveLength(1)
    expect(client.of('web_app_expand')).toHaveLength(1)
    expect(client.last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false })
  })

  it('leaves the height to the stylesheet until the container reports one (no 100vh)', () => {
    expect(css('--tg-viewport-height')).toBe('')
    expect(css('--tg-viewport-stable-height')).toBe('')
  })

  it('sizes the layout from the reported viewport; the stable height waits for a settled one', () => {
    client.send('viewport_changed', { height: 640, is_expanded: true, is_state_stable: true })
    client.send('viewport_changed', { height: 500, is_expanded: true, is_state_stable: false })
    expect(css('--tg-viewport-height')).toBe('500px')
    expect(css('--tg-viewport-stable-height')).toBe('640px')
  })

  it('takes both safe areas from the container', () => {
    client.send('safe_area_changed', { top: 44, bottom: 34, left: 0, right: 0 })
    client.send('content_safe_area_changed', { top: 46, bottom: 0, left: 0, right: 0 })
    expect(css('--tg-safe-area-inset-top')).toBe('44px')
    expect(css('--tg-safe-area-inset-bottom')).toBe('34px')
    expect(css('--tg-content-safe-area-inset-top')).toBe('46px')
  })

  it('follows a theme change: colours, scheme and a readable hint', () => {
    client.send('theme_changed', {
      theme_params: {
        bg_color: '#ffffff',
        secondary_bg_color: '#f4f4f5',
        text_color: '#000000',
        hint_color: '#a8a8a8',
      },
    })
    expect(css('--tg-theme-bg-color')).toBe('#ffffff')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(css('--hint-readable')).not.toBe('')
    expect(css('--hint-readable')).not.toBe('#a8a8a8')
  })
})
