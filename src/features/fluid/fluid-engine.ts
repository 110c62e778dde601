// Runs the simulation in the worker: regl's frame loop, the user's pointer as the page forwards
// it, the auto demo, resizing, pausing while the page is hidden or the canvas off screen. Paced
// (the backdrop), it moves a few seconds after it starts and after each touch, then holds its
// last frame. The page hears whether frames are drawn and how many, now and then, never per frame.
import type { Cancellable, Regl } from 'regl'
import {
  autoCursor,
  autoDemoTiming,
  autoWeight,
  INITIAL_AUTO_DEMO,
  registerInput,
} from './auto-demo'
import type { FluidConfig } from './fluid-config'
import type { CanvasBox, FluidPacing, FromFluidWorker } from './fluid-protocol'
import { bufferSize, canvasPixelRatio, simulationSize } from './fluid-size'
import type { FluidSim, Splat } from './fluid-sim'
import { createPointerTracker } from './pointer-tracker'

export interface FluidEngine {
  pointer(x: number, y: number, stroke: boolean): void
  resize(box: CanvasBox): void
  setVisible(visible: boolean): void
  stop(): void
}

export interface FluidRun {
  regl: Pick<Regl, 'frame' | 'poll'>
  sim: FluidSim
  canvas: { width: number; height: number }
  config: FluidConfig
  pacing: FluidPacing
  /** The canvas' box at the start. */
  box: CanvasBox
  report: (message: FromFluidWorker) => void
}

/** Frames between two counts sent to the page, or less when frames are slower than REPORT_MS. */
export const REPORT_EVERY = 15
export const REPORT_MS = 250

export function runFluid({
  regl,
  sim,
  canvas,
  config,
  pacing,
  box,
  report,
}: FluidRun): FluidEngine {
  const pointer = createPointerTracker()
  const timing = autoDemoTiming(config)
  let demo = INITIAL_AUTO_DEMO
  // The demo's clock stops while the page is hidden, so the virtual cursor never jumps.
  let clockMs = 0
  let lastFrame: number | null = null
  let loop: Cancellable | null = null
  let visible = true
  let stopped = false
  let drawn = 0
  // Frames are drawn until this time, counted from the first frame (a page opened hidden still
  // gets its seconds of motion).
  let awakeUntil = Infinity

  let reportedAt = -Infinity
  const send = () => {
    reportedAt = performance.now()
    report({ type: 'frames', running: loop !== null, frames: drawn })
  }
  const tick = () => {
    const now = performance.now()
    if (drawn === 0) awakeUntil = now + (pacing.awakeMs ?? Infinity)
    advance(lastFrame === null ? 0 : Math.min(now - lastFrame, 100))
    lastFrame = now
    sim.draw()
    drawn++
    if (drawn === 1 || drawn % REPORT_EVERY === 0 || now - reportedAt >= REPORT_MS) send()
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
  const schedule = () => {
    const run = !stopped && visible && performance.now() < awakeUntil
    if (run && !loop) {
      loop = regl.frame(tick)
      send()
    } else if (!run && loop) {
      loop.cancel()
      loop = null
      lastFrame = null
      send()
    }
  }
  const fit = ({ css, devicePixelRatio }: CanvasBox) => {
    const buffer = bufferSize(css, canvasPixelRatio(devicePixelRatio, config.maxPixelRatio))
    canvas.width = buffer.width
    canvas.height = buffer.height
    sim.resize(simulationSize(css, config.resolution))
  }

  fit(box)
  schedule()
  return {
    pointer(x, y, stroke) {
      pointer.move(x, y, stroke)
      if (pacing.awakeMs !== undefined && drawn > 0) awakeUntil = performance.now() + pacing.awakeMs
      schedule()
    },
    resize(box) {
      fit(box)
      // A resized canvas is blank: a held frame is drawn again at the new size.
      if (!loop && drawn > 0 && !stopped) {
        regl.poll()
        sim.draw()
      }
    },
    setVisible(next) {
      visible = next
      schedule()
    },
    stop() {
      stopped = true
      schedule()
    },
  }
}
