// Telegram's MainButton carries a screen's primary money action inside Telegram; outside it
// (the installed admin PWA, a demo link in a browser) the screen keeps its in-page button.
// One screen owns the button at a time: the last to mount, until it unmounts.
import { useEffect, useRef } from 'react'
import { webApp, type WebAppApi } from './web-app'

export interface MainButtonState {
  /** 1-64 characters, as Telegram allows. */
  text: string
  active: boolean
  progress: boolean
  onClick: () => void
}

/** Whether primary actions go to Telegram's MainButton in this launch. */
export const usesMainButton = (): boolean => webApp() !== undefined

const themeColor = (name: string): string | undefined => {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return /^#[0-9a-f]{6}$/i.test(value) ? value : undefined
}

function show(button: WebAppApi['MainButton'], text: string, active: boolean, progress: boolean) {
  // The SDK's hideProgress() makes the button active again: leaving the spinner for a disabled
  // button goes through a hidden one, so a paid button is never offered as pressable.
  if (button.isProgressVisible && !progress) {
    if (!active) button.hide()
    button.hideProgress()
  }
  // Spinner first: shown on a visible button it also disables it, in one message.
  if (progress && !button.isProgressVisible) button.showProgress(false)
  const [color, textColor] = [themeColor('--button'), themeColor('--button-text')]
  button.setParams({
    text,
    is_active: active,
    is_visible: true,
    ...(color && { color }),
    ...(textColor && { text_color: textColor }),
  })
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
    const button = webApp()?.MainButton
    if (!button) return
    const self = me.current
    const press = () => {
      if (owner === self) onClick.current?.()
    }
    button.onClick(press)
    return () => void button.offClick(press)
  }, [])

  useEffect(() => {
    const button = webApp()?.MainButton
    if (!button) return
    const self = me.current
    if (!visible) {
      if (owner === self) button.hide()
      return
    }
    owner = self
    show(button, text, active && !progress, progress)
  }, [visible, text, active, progress])

  useEffect(
    () => () => {
      if (owner !== me.current) return
      owner = undefined
      webApp()?.MainButton.hide()
    },
    [],
  )
}
