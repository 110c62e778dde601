import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MainButtonState } from '@/lib/telegram/main-button'
import { renderHook } from '../../support/render-hook'
import { launch, start } from './fake-client'

vi.spyOn(console, 'log').mockImplementation(() => undefined)
const client = launch()
let useMainButton: typeof import('@/lib/telegram/main-button').useMainButton

beforeAll(async () => {
  await start()
  ;({ useMainButton } = await import('@/lib/telegram/main-button'))
})

const mounted: { unmount(): void }[] = []
afterEach(() => mounted.splice(0).forEach((m) => m.unmount()))

function screen(state: MainButtonState | null) {
  const hook = renderHook((s: MainButtonState | null) => useMainButton(s), state)
  mounted.push(hook)
  return hook
}

const buy = (over: Partial<MainButtonState> = {}): MainButtonState => ({
  text: 'Buy for $10.00',
  active: true,
  progress: false,
  onClick: vi.fn(),
  ...over,
})

describe('useMainButton', () => {
  it('shows the screen’s action and runs it on a press', () => {
    const state = buy()
    screen(state)
    expect(client.last('web_app_setup_main_button')).toMatchObject({
      is_visible: true,
      is_active: true,
      text: 'Buy for $10.00',
    })
    client.send('main_button_pressed')
    expect(state.onClick).toHaveBeenCalledOnce()
  })

  it('ignores a press on a disabled button, which a client may still deliver', () => {
    const state = buy({ active: false })
    screen(state)
    expect(client.last('web_app_setup_main_button')).toMatchObject({ is_active: false })
    client.send('main_button_pressed')
    expect(state.onClick).not.toHaveBeenCalled()
  })

  it('from the spinner to a disabled button, it is never offered as pressable', () => {
    const hook = screen(buy())
    hook.rerender(buy({ progress: true }))
    expect(client.last('web_app_setup_main_button')).toMatchObject({ is_progress_visible: true })
    const from = client.of('web_app_setup_main_button').length
    hook.rerender(buy({ active: false }))
    const after = client.of('web_app_setup_main_button').slice(from)
    expect(after.filter((p) => p.params.is_active === true)).toEqual([])
    expect(client.last('web_app_setup_main_button')).toMatchObject({
      is_visible: true,
      is_active: false,
      is_progress_visible: false,
    })
  })

  it('belongs to the last screen that showed it, and hides when that one goes', () => {
    const first = buy({ text: 'First' })
    const second = buy({ text: 'Second' })
    screen(first)
    const top = screen(second)
    client.send('main_button_pressed')
    expect(second.onClick).toHaveBeenCalledOnce()
    expect(first.onClick).not.toHaveBeenCalled()
    top.unmount()
    expect(client.last('web_app_setup_main_button')).toEqual({ is_visible: false })
  })

  it('cuts a label to the 64 characters Telegram allows', () => {
    screen(buy({ text: 'x'.repeat(80) }))
    expect(client.last('web_app_setup_main_button')?.text).toBe('x'.repeat(64))
  })
})
