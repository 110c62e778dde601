// Runs the simulation on a canvas: the frame loop, the user's pointer, the auto demo, resizing,
// pausing while the tab is hidden or the canvas is off screen, and the cleanup that leaves nothing
// running. Paced (the backdrop), it moves a few seconds after it starts and after each touch, then
// holds its last frame; or it draws one still frame and never moves. The canvas' data-running says
// whether frames are being drawn, data-frames how many were.
import {
  autoCursor,
  autoDemoTiming,
  autoWeight,
  INITIAL_AUTO_DEMO,
  registerInput,
} from './auto-demo'
import type { FluidConfig } from './fluid-config'
import { bufferSize, canvasPixelRatio, simulationSize, type Size } from './fluid-size'
import { createFluidSim, type Splat } from './fluid-sim'
import { createPointerTracker } from './pointer-tracker'

export interface FluidEngine {
  stop(): void
}

export interface FluidPacing {
  /** Moves this long (ms) after it starts and after each pointer or touch move; absent: always. */
  awakeMs?: number
  /** Draws a single frame (the virtual cursor's first second, computed at once), then holds it. */
  stillFrame?: boolean
  /** Throws when WebGL is drawn in software, as when it is missing. */
  hardwareOnly?: boolean
}

/** Steps computed before the one still frame: about a second of the virtual cursor's stirring. */
export const STILL_FRAME_STEPS = 60
const STEP_MS = 16

const cssSize = (canvas: HTMLCanvasElement): Size => ({
  width: canvas.clientWidth,
  height: canvas.clientHeight,
})

/** Starts the fluid on `canvas`. Throws when WebGL cannot run it; `onLost` reports a lost context. */
export function startFluid(
  canvas: HTMLCanvasElement,
  config: FluidConfig,
  onLost: () => void,
  pacing: FluidPacing = {},
): FluidEngine {
  const fitCanvas = () => {
    const buffer = bufferSize(
      cssSize(canvas),
      canvasPixelRatio(window.devicePixelRatio, config.maxPixelRatio),
    )
    if (canvas.width !== buffer.width) canvas.width = buffer.width
    if (canvas.height !== buffer.height) canvas.height = buffer.height
  }
  fitCanvas()
  const sim = createFluidSim(canvas, config, simulationSize(cssSize(canvas), config.resolution), {
    hardwareOnly: pacing.hardwareOnly,
  })
  const pointer = createPointerTracker(canvas, () => wake())
  const timing = autoDemoTiming(config)
  let demo = INITIAL_AUTO_DEMO
  // The demo's clock stops while the tab is hidden, so the virtual cursor never jumps.
  let clockMs = 0
  let lastFrame: number | null = null
  let frame = 0
  let stopped = false
  let onScreen = true
  let drawn = 0
  // Frames are drawn until this time (performance.now()), counted from the first frame (a page
  // opened hidden still gets its seconds of motion); the still frame stops after its one.
  let awakeUntil = Infinity

  const tick = (now: number) => {
    frame = 0
    if (drawn === 0) awakeUntil = performance.now() + (pacing.awakeMs ?? Infinity)
    if (pacing.stillFrame) {
      for (let i = 0; i < STILL_FRAME_STEPS; i++) advance(i === 0 ? 0 : STEP_MS)
      awakeUntil = -Infinity
    } else {
      advance(lastFrame === null ? 0 : Math.min(now - lastFrame, 100))
      lastFrame = now
    }
    sim.draw()
    canvas.dataset.frames = String(++drawn)
    schedule()
  }
  const advance = (elapsed: number) => {
    const before = clockMs
    clockMs += elapsed
    const splats: Splat[] = []
    const user = pointer.take()
    if (user) {
      demo = registerInput(demo, clockMs, timing)
      splats.push(user)
    }
    const weight = autoWeight(demo, clockMs, timing)
    if (weight > 0 && elapsed > 0) {
      const from = autoCursor(before / 1000, config.autoSpeed)
      const to = autoCursor(clockMs / 1000, config.autoSpeed)
      const gain = config.autoIntensity * weight
      splats.push({ x: to.x, y: to.y, dx: (to.x - from.x) * gain, dy: (to.y - from.y) * gain })
    }
    sim.step(splats)
  }
  const wake = () => {
    if (pacing.stillFrame || pacing.awakeMs === undefined) return
    awakeUntil = performance.now() + pacing.awakeMs
    schedule()
  }
  const schedule = () => {
    if (stopped || document.hidden || !onScreen || performance.now() >= awakeUntil) return pause()
    if (frame === 0) frame = requestAnimationFrame(tick)
    canvas.dataset.running = 'true'
  }
  const pause = () => {
    if (frame) cancelAnimationFrame(frame)
    frame = 0
    lastFrame = null
    canvas.dataset.running = 'false'
  }
  const onVisibility = () => schedule()
  const intersection =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          onScreen = entries.at(-1)?.isIntersecting ?? onScreen
          schedule()
        })
  intersection?.observe(canvas)
  const onResize = () => {
    fitCanvas()
    sim.resize(simulationSize(cssSize(canvas), config.resolution))
    // A resized canvas is blank: a held frame is drawn again at the new size.
    if (frame === 0 && drawn > 0 && !stopped) sim.draw()
  }
  const onContextLost = (e: Event) => {
    e.preventDefault()
    stop()
    onLost()
  }
  const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize)
  resizeObserver?.observe(canvas)
  window.addEventListener('resize', onResize)
  document.addEventListener('visibilitychange', onVisibility)
  canvas.addEventListener('webglcontextlost', onContextLost)

  function stop() {
    if (stopped) return
    stopped = true
    pause()
    resizeObserver?.disconnect()
    intersection?.disconnect()
    window.removeEventListener('resize', onResize)
    document.removeEventListener('visibilitychange', onVisibility)
    canvas.removeEventListener('webglcontextlost', onContextLost)
    pointer.dispose()
    sim.destroy()
  }

  schedule()
  return { stop }
}
