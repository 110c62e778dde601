// Runs the simulation on a canvas: the frame loop, the user's pointer, the auto demo, resizing,
// pausing while the tab is hidden or the canvas is off screen, and the cleanup that leaves nothing
// running. The canvas' data-running attribute says whether frames are being drawn.
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

const cssSize = (canvas: HTMLCanvasElement): Size => ({
  width: canvas.clientWidth,
  height: canvas.clientHeight,
})

/** Starts the fluid on `canvas`. Throws when WebGL cannot run it; `onLost` reports a lost context. */
export function startFluid(
  canvas: HTMLCanvasElement,
  config: FluidConfig,
  onLost: () => void,
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
  const sim = createFluidSim(canvas, config, simulationSize(cssSize(canvas), config.resolution))
  const pointer = createPointerTracker(canvas)
  const timing = autoDemoTiming(config)
  let demo = INITIAL_AUTO_DEMO
  // The demo's clock stops while the tab is hidden, so the virtual cursor never jumps.
  let clockMs = 0
  let lastFrame: number | null = null
  let frame = 0
  let stopped = false
  let onScreen = true

  const tick = (now: number) => {
    frame = 0
    const elapsed = lastFrame === null ? 0 : Math.min(now - lastFrame, 100)
    lastFrame = now
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
    sim.draw()
    schedule()
  }
  const schedule = () => {
    if (stopped || document.hidden || !onScreen) return pause()
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
