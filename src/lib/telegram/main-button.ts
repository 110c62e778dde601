// Telegram's MainButton carries a screen's primary money action inside Telegram; outside it
// (the installed admin PWA, a demo link in a browser) the screen keeps its in-page button.
// One screen owns the button at a time: the last to mount, until it unmounts.
import { useEffect, useRef } from 'react'
import { hasTelegramHost, onEvent, postEvent } from './bridge'

export interface MainButtonState {
  /** 1-64 characters, as Telegram allows. */
  text: string
  active: boolean
  progress: boolean
  onClick: () => void
}

/** Whether primary actions go to Telegram's MainButton in this launch. */
export const usesMainButton = (): boolean => hasTelegramHost()

const themeColor = (name: string): string | undefined => {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return /^#[0-9a-f]{6}$/i.test(value) ? value : undefined
}

function setup(params: object) {
  postEvent('web_app_setup_main_button', params)
}

let owner: object | undefined

/** Shows the MainButton with `state` while the calling component is mounted (inside Telegram). */
export function useMainButton(state: MainButtonState | null) {
  // A press on a disabled or busy button is ignored: the client may still deliver one.
  const onClick = useRef<(() => void) | undefined>(undefined)
  const handler = state?.active && !state.progress ? state.onClick : undefined
  useEffect(() => {
    onClick.current = handler
  })
  const me = useRef({})
  const text = state ? state.text.trim().slice(0, 64) || '…' : ''
  const active = state?.active ?? false
  const progress = state?.progress ?? false
  const visible = state !== null

  useEffect(() => {
    if (!usesMainButton()) return
    const self = me.current
    return onEvent('main_button_pressed', () => {
      if (owner === self) onClick.current?.()
    })
  }, [])

  useEffect(() => {
    if (!usesMainButton()) return
    const self = me.current
    if (!visible) {
      if (owner === self) setup({ is_visible: false })
      return
    }
    owner = self
    setup({
      is_visible: true,
      is_active: active && !progress,
      is_progress_visible: progress,
      text,
      color: themeColor('--button'),
      text_color: themeColor('--button-text'),
    })
  }, [visible, text, active, progress])

  useEffect(
    () => () => {
      if (owner !== me.current) return
      owner = undefined
      setup({ is_visible: false })
    },
    [],
  )
}
