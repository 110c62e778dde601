// The worker's frame loop around the solver, with regl's frame loop and the solver replaced:
// frames run until stopped, pause while the page is hidden, the virtual cursor stirs until the
// user moves, and the page hears of it now and then, never every frame. Paced (the backdrop): a
// few seconds of frames after the start and after each move.
import type { DefaultContext, FrameCallback } from 'regl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ETHER_FLUID_CONFIG } from '@/features/fluid/fluid-config'
import { REPORT_EVERY, REPORT_MS, runFluid } from '@/features/fluid/fluid-engine'
import type { FluidPacing, FromFluidWorker } from '@/features/fluid/fluid-protocol'
import type { Splat } from '@/features/fluid/fluid-sim'

const sim = {
  step: vi.fn<(splats: readonly Splat[]) => void>(),
  draw: vi.fn(),
  resize: vi.fn(),
}
let loops: Set<() => void>
// regl's loop hands each tick its context; this engine reads its own clock instead.
let now = 0
const regl = {
  frame: (tick: FrameCallback) => {
    const run = () => tick({} as DefaultContext)
    loops.add(run)
    return { cancel: () => void loops.delete(run) }
  },
  poll: vi.fn(),
}
const runFrame = (ms = 16) => {
  now += ms
  for (const tick of [...loops]) tick()
}
let reports: FromFluidWorker[]
const canvas = { width: 0, height: 0 }
const start = (pacing: FluidPacing = {}) =>
  runFluid({
    regl,
    sim,
    canvas,
    config: ETHER_FLUID_CONFIG,
    pacing,
    box: { css: { width: 100, height: 200 }, devicePixelRatio: 3 },
    report: (m) => reports.push(m),
  })
const lastReport = () => reports.at(-1)

beforeEach(() => {
  loops = new Set()
  reports = []
  vi.clearAllMocks()
  vi.spyOn(performance, 'now').mockImplementation(() => now)
})
afterEach(() => vi.restoreAllMocks())

describe('fluid engine', () => {
  it('sizes the canvas at the capped pixel ratio and the grid at the resolution', () => {
    start().stop()
    expect(canvas).toEqual({ width: 200, height: 400 })
    expect(sim.resize).toHaveBeenCalledWith({ width: 60, height: 120 })
  })

  it('steps and draws every frame, stirred by the virtual cursor', () => {
    const engine = start()
    for (let i = 0; i < 5; i++) runFrame()
    expect(sim.step).toHaveBeenCalledTimes(5)
    expect(sim.draw).toHaveBeenCalledTimes(5)
    expect(sim.step.mock.calls.slice(1).map(([s]) => s.length)).toEqual([1, 1, 1, 1])
    engine.stop()
  })

  it('a slow fluid reports each frame that comes REPORT_MS or more after the last report', () => {
    const engine = start()
    runFrame(REPORT_MS)
    runFrame(REPORT_MS)
    runFrame(REPORT_MS / 2)
    expect(reports.map((r) => (r.type === 'frames' ? r.frames : -1))).toEqual([0, 1, 2])
    engine.stop()
  })

  it('tells the page it runs and how many frames it drew, every few frames only', () => {
    const engine = start()
    expect(lastReport()).toEqual({ type: 'frames', running: true, frames: 0 })
    for (let i = 0; i < REPORT_EVERY * 2; i++) runFrame()
    expect(reports).toHaveLength(4)
    expect(lastReport()).toEqual({ type: 'frames', running: true, frames: REPORT_EVERY * 2 })
    engine.stop()
    expect(lastReport()).toEqual({ type: 'frames', running: false, frames: REPORT_EVERY * 2 })
  })

  it('pauses while the page is hidden or the canvas off screen, and resumes after', () => {
    const engine = start()
    runFrame()
    engine.setVisible(false)
    expect(loops.size).toBe(0)
    expect(lastReport()).toMatchObject({ running: false, frames: 1 })
    runFrame()
    expect(sim.step).toHaveBeenCalledTimes(1)
    engine.setVisible(true)
    runFrame()
    expect(sim.step).toHaveBeenCalledTimes(2)
    engine.stop()
  })

  it('the user takes over: after 0.25 s of moving only the user stirs', () => {
    const engine = start()
    runFrame()
    for (let i = 0; i < 20; i++) {
      engine.pointer(-0.8 + i * 0.02, 0.5, false)
      runFrame(20)
    }
    expect(sim.step.mock.calls[2]?.[0]).toHaveLength(2)
    const last = sim.step.mock.calls.at(-1)?.[0]
    expect(last).toHaveLength(1)
    expect(last?.[0]?.x).toBeCloseTo(-0.42)
    expect(last?.[0]?.dx).toBeCloseTo(0.02)
    engine.stop()
  })

  it('a finger that lands starts a stroke there, without a jump from the last one', () => {
    const engine = start()
    engine.pointer(-0.5, 0, false)
    runFrame()
    engine.pointer(0.5, 0, true)
    runFrame()
    expect(sim.step.mock.calls.at(-1)?.[0]?.[0]).toMatchObject({ x: 0.5, dx: 0 })
    engine.stop()
  })

  it('stop ends the frame loop for good', () => {
    const engine = start()
    engine.stop()
    expect(loops.size).toBe(0)
    engine.setVisible(true)
    engine.pointer(0, 0, false)
    expect(loops.size).toBe(0)
  })

  it('paced, it draws for awakeMs from its first frame, then holds until the pointer moves', () => {
    const engine = start({ awakeMs: 1000 })
    for (let i = 0; i < 10; i++) runFrame(200)
    expect(sim.step).toHaveBeenCalledTimes(6)
    expect(loops.size).toBe(0)
    expect(lastReport()).toEqual({ type: 'frames', running: false, frames: 6 })
    runFrame(5000)
    expect(sim.draw).toHaveBeenCalledTimes(6)
    // A resize while held draws the held frame again at the new size.
    engine.resize({ css: { width: 50, height: 50 }, devicePixelRatio: 1 })
    expect(regl.poll).toHaveBeenCalledTimes(1)
    expect(sim.draw).toHaveBeenCalledTimes(7)
    engine.pointer(0, 0, false)
    expect(lastReport()).toMatchObject({ running: true })
    for (let i = 0; i < 10; i++) runFrame(200)
    expect(sim.step).toHaveBeenCalledTimes(11)
    expect(sim.step.mock.calls[6]?.[0]).toContainEqual(expect.objectContaining({ x: 0, y: 0 }))
    engine.stop()
  })
})
