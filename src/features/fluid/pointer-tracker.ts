// Where the user's pointer or finger is, in the canvas' clip space ([-1, 1], y up). Listens on the
// window so the fluid follows the pointer even under content drawn above the canvas.

export interface PointerSample {
  x: number
  y: number
  /** Movement since the previous sample (zero on the first one). */
  dx: number
  dy: number
}

export interface PointerTracker {
  /** Movement since the last call, or null when the pointer did not move. */
  take(): PointerSample | null
  dispose(): void
}

/** `onMove` hears every move as it comes (the paced backdrop wakes on it). */
export function createPointerTracker(
  canvas: HTMLCanvasElement,
  onMove: () => void = () => undefined,
): PointerTracker {
  let current: { x: number; y: number } | null = null
  let previous: { x: number; y: number } | null = null
  let moved = false

  const moveTo = (clientX: number, clientY: number) => {
    const rect = canvas.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) return
    current = {
      x: ((clientX - rect.left) / rect.width) * 2 - 1,
      y: 1 - ((clientY - rect.top) / rect.height) * 2,
    }
    moved = true
    onMove()
  }
  const onPointer = (e: PointerEvent) => moveTo(e.clientX, e.clientY)
  const onTouch = (e: TouchEvent) => {
    const touch = e.touches[0]
    if (touch) moveTo(touch.clientX, touch.clientY)
  }
  // A new touch starts a stroke where the finger lands, not a jump from the last one.
  const onTouchStart = (e: TouchEvent) => {
    onTouch(e)
    previous = current
  }

  window.addEventListener('pointermove', onPointer, { passive: true })
  window.addEventListener('touchstart', onTouchStart, { passive: true })
  window.addEventListener('touchmove', onTouch, { passive: true })

  return {
    take() {
      if (!moved || !current) return null
      moved = false
      const from = previous ?? current
      previous = current
      return { ...current, dx: current.x - from.x, dy: current.y - from.y }
    },
    dispose() {
      window.removeEventListener('pointermove', onPointer)
      window.removeEventListener('touchstart', onTouchStart)
      window.removeEventListener('touchmove', onTouch)
    },
  }
}
