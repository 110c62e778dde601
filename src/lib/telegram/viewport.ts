// The container's viewport and safe areas as CSS variables. Telegram's own UI (its header, the
// bottom sheet's handle, the MainButton) covers part of the web view, and only the client knows
// how much: the layout sizes itself from these variables instead of 100vh.
import type { WebAppApi } from './web-app'

const HEIGHTS = ['--tg-viewport-height', '--tg-viewport-stable-height']
const SIDES = ['top', 'bottom', 'left', 'right'] as const

const px = (v: unknown): string | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 100_000 ? `${v}px` : undefined

function setPx(root: HTMLElement, name: string, value: unknown) {
  const css = px(value)
  if (css) root.style.setProperty(name, css)
}

/**
 * Telegram's script sets both heights to `100vh` as it loads, before anyone has reported one: in a
 * mobile browser that is the large viewport, under the browser's own bars. Until the container
 * reports, the stylesheet's `100dvh` fallback stands.
 */
export function dropViewportPlaceholders(root: HTMLElement = document.documentElement) {
  for (const name of HEIGHTS)
    if (root.style.getPropertyValue(name).includes('vh')) root.style.removeProperty(name)
}

/** Follows `viewportChanged` (the stable height moves only once settled) and both safe areas. */
export function followViewport(tg: WebAppApi, root: HTMLElement = document.documentElement) {
  tg.onEvent('viewportChanged', ({ isStateStable }) => {
    setPx(root, HEIGHTS[0]!, tg.viewportHeight)
    if (isStateStable) setPx(root, HEIGHTS[1]!, tg.viewportStableHeight)
  })
  const insets = (prefix: string, inset: WebAppApi['safeAreaInset']) => {
    for (const side of SIDES) setPx(root, `${prefix}-${side}`, inset[side])
  }
  tg.onEvent('safeAreaChanged', () => insets('--tg-safe-area-inset', tg.safeAreaInset))
  tg.onEvent('contentSafeAreaChanged', () =>
    insets('--tg-content-safe-area-inset', tg.contentSafeAreaInset),
  )
}
