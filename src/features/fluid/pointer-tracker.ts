// The user's pointer or finger as the worker hears it from the page, in the canvas' clip space
// ([-1, 1], y up): each frame takes the movement since the last one as a push.

export interface PointerSample {
  x: number
  y: number
  /** Movement since the previous sample (zero on the first one). */
  dx: number
  dy: number
}

export interface PointerTracker {
  /** The pointer is at (x, y); `stroke`: a finger just landed there, so no jump from the last one. */
  move(x: number, y: number, stroke: boolean): void
  /** Movement since the last call, or null when the pointer did not move. */
  take(): PointerSample | null
}

export function createPointerTracker(): PointerTracker {
  let current: { x: number; y: number } | null = null
  let previous: { x: number; y: number } | null = null
  let moved = false
  return {
    move(x, y, stroke) {
      current = { x, y }
      if (stroke) previous = current
      moved = true
    },
    take() {
      if (!moved || !current) return null
      moved = false
      const from = previous ?? current
      previous = current
      return { ...current, dx: current.x - from.x, dy: current.y - from.y }
    },
  }
}
