// The auto demo as pure functions of time (ms) and input: how strongly the virtual cursor stirs
// now, and where it is. The frame loop only feeds them the clock and the user's moves.

export interface AutoDemoTiming {
  enabled: boolean
  /** ms the virtual cursor takes to fade out once the user moves. */
  takeoverMs: number
  /** ms without input before it comes back. */
  resumeDelayMs: number
  /** ms it takes to reach full strength again. */
  rampMs: number
}

export interface AutoDemoState {
  /** Last user input; null while nobody has touched the fluid. */
  lastInputMs: number | null
  /** When the current user session began (the takeover fades from there). */
  takeoverStartMs: number
  /** The virtual cursor's strength when the user took over, so the fade has no jump. */
  weightAtTakeover: number
}

export const INITIAL_AUTO_DEMO: AutoDemoState = Object.freeze({
  lastInputMs: null,
  takeoverStartMs: 0,
  weightAtTakeover: 1,
})

export function autoDemoTiming(config: {
  autoDemo: boolean
  takeoverDuration: number
  autoResumeDelay: number
  autoRampDuration: number
}): AutoDemoTiming {
  return {
    enabled: config.autoDemo,
    takeoverMs: config.takeoverDuration * 1000,
    resumeDelayMs: config.autoResumeDelay,
    rampMs: config.autoRampDuration * 1000,
  }
}

const fraction = (elapsed: number, duration: number) =>
  duration <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / duration))

/** Strength of the virtual cursor in [0, 1] at `nowMs`. */
export function autoWeight(state: AutoDemoState, nowMs: number, timing: AutoDemoTiming): number {
  if (!timing.enabled) return 0
  if (state.lastInputMs === null) return 1
  const idle = nowMs - state.lastInputMs
  if (idle >= timing.resumeDelayMs) return fraction(idle - timing.resumeDelayMs, timing.rampMs)
  return state.weightAtTakeover * (1 - fraction(nowMs - state.takeoverStartMs, timing.takeoverMs))
}

/** The user moved at `nowMs`: a new session starts a takeover, a continuing one only stays alive. */
export function registerInput(
  state: AutoDemoState,
  nowMs: number,
  timing: AutoDemoTiming,
): AutoDemoState {
  const newSession = state.lastInputMs === null || nowMs - state.lastInputMs >= timing.resumeDelayMs
  if (!newSession) return { ...state, lastInputMs: nowMs }
  return {
    lastInputMs: nowMs,
    takeoverStartMs: nowMs,
    weightAtTakeover: autoWeight(state, nowMs, timing),
  }
}

/**
 * The virtual cursor in clip space ([-1, 1] on both axes) at `seconds`: a Lissajous loop that
 * covers the screen without leaving it, its pace scaled so it travels about `speed` units a second.
 */
export function autoCursor(seconds: number, speed: number): { x: number; y: number } {
  // The loop below averages about 1.05 units per radian; dividing keeps `speed` in units a second.
  const phase = (seconds * speed) / 1.05
  return {
    x: 0.7 * Math.sin(phase * 1.3 + 0.4),
    y: 0.6 * Math.sin(phase * 2.1),
  }
}
