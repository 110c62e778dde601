// Telegram theme params as CSS variables. The SDK sets the same `--tg-theme-*` variables, but only
// once it has them; doing it from the launch params too means the first paint already has the
// user's colours. The stylesheet holds the dark/light fallbacks for when there is no theme at all.

import { readableButton, readableHint } from './contrast'

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** `bg_color` → `--tg-theme-bg-color`. */
export const themeVariableName = (key: string): string => `--tg-theme-${key.replace(/_/g, '-')}`

/** Perceived brightness in 0..1 of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  let h = hex.replace('#', '')
  if (h.length === 3) h = h.replace(/./g, (c) => c + c)
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
  return 0.299 * r + 0.587 * g + 0.114 * b
}

/** Applies the valid colours and returns the colour scheme the background implies, if any. */
export function applyThemeParams(
  params: object,
  root: HTMLElement = document.documentElement,
): 'dark' | 'light' | undefined {
  const entries = Object.entries(params) as [string, unknown][]
  for (const [key, value] of entries) {
    if (typeof value === 'string' && HEX.test(value))
      root.style.setProperty(themeVariableName(key), value)
  }
  const color = (key: string) => {
    const value = entries.find(([k]) => k === key)?.[1]
    return typeof value === 'string' && HEX.test(value) ? value : undefined
  }
  for (const [name, value] of readableThemeVariables(color)) root.style.setProperty(name, value)
  const bg = color('bg_color')
  if (!bg) return undefined
  const scheme = luminance(bg) < 0.5 ? 'dark' : 'light'
  root.dataset.theme = scheme
  root.style.colorScheme = scheme
  return scheme
}

/**
 * The colours derived for contrast: the hint moved towards the text until it reads at 4.5:1 on
 * both backgrounds, and the button until its label does. Also run by the prerendered home screen's
 * script (src/prerender/readable-theme.ts), so a first visit paints them before the app runs.
 */
export function readableThemeVariables(
  color: (key: string) => string | undefined,
): [name: string, value: string][] {
  const out: [string, string][] = []
  const [bg, hint, text] = [color('bg_color'), color('hint_color'), color('text_color')]
  if (hint && text && bg) {
    const backgrounds = [bg, color('secondary_bg_color')].filter((c) => c !== undefined)
    out.push(['--hint-readable', readableHint(hint, backgrounds, text)])
  }
  const [button, buttonText] = [color('button_color'), color('button_text_color')]
  if (button && buttonText) out.push(['--button-readable', readableButton(button, buttonText)])
  return out
}
