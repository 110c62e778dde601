// The container's viewport and safe areas as CSS variables. Telegram's own UI (its header, the
// bottom sheet's handle, the MainButton) covers part of the web view, and only the client knows
// how much: the layout sizes itself from these variables instead of 100vh.

const px = (v: unknown): string | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 100_000 ? `${v}px` : undefined

/** `viewport_changed {height, is_state_stable}`: the stable height only moves once settled. */
export function applyViewport(params: unknown, root: HTMLElement = document.documentElement) {
  const p = (params ?? {}) as { height?: unknown; is_state_stable?: unknown }
  const height = px(p.height)
  if (!height) return
  root.style.setProperty('--tg-viewport-height', height)
  if (p.is_state_stable === true) root.style.setProperty('--tg-viewport-stable-height', height)
}

/** `safe_area_changed` / `content_safe_area_changed {top, bottom, left, right}`. */
export function applyInsets(
  prefix: string,
  params: unknown,
  root: HTMLElement = document.documentElement,
) {
  const p = (params ?? {}) as Record<string, unknown>
  for (const side of ['top', 'bottom', 'left', 'right']) {
    const value = px(p[side])
    if (value) root.style.setProperty(`${prefix}-${side}`, value)
  }
}
