// The frame loop around the solver, with the solver replaced: frames run until stopped, pause while
// the tab is hidden, the virtual cursor stirs until the user moves, and stop leaves nothing behind.
// Paced (the backdrop): a few seconds of frames after the start and after each move, or one still
// frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Splat } from '@/features/fluid/fluid-sim'
import { ETHER_FLUID_CONFIG } from '@/features/fluid/fluid-config'

const sim = {
  step: vi.fn<(splats: readonly Splat[]) => void>(),
  draw: vi.fn(),
  resize: vi.fn(),
  destroy: vi.fn(),
}
vi.mock('@/features/fluid/fluid-sim', () => ({ createFluidSim: () => sim }))
const { startFluid, STILL_FRAME_STEPS } = await import('@/features/fluid/fluid-engine')

let frames: Map<number, FrameRequestCallback>
let nextId = 0
let now = 0
const runFrame = (ms = 16) => {
  now += ms
  const pending = [...frames.values()]
  frames.clear()
  for (const cb of pending) cb(now)
}
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  frames = new Map()
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    frames.set(++nextId, cb)
    return nextId
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id))
  setHidden(false)
  vi.clearAllMocks()
  vi.spyOn(performance, 'now').mockImplementation(() => now)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const canvas = () => {
  const c = document.createElement('canvas')
  c.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 100 })
  document.body.append(c)
  return c
}

describe('fluid engine', () => {
  it('steps and draws every frame, stirred by the virtual cursor', () => {
    const engine = startFluid(canvas(), ETHER_FLUID_CONFIG, () => undefined)
    for (let i = 0; i < 5; i++) runFrame()
    expect(sim.step).toHaveBeenCalledTimes(5)
    expect(sim.draw).toHaveBeenCalledTimes(5)
    const autoSplats = sim.step.mock.calls.slice(1).map(([s]) => s.length)
    expect(autoSplats).toEqual([1, 1, 1, 1])
    engine.stop()
  })

  it('pauses while the tab is hidden and resumes when it shows again', () => {
    const engine = startFluid(canvas(), ETHER_FLUID_CONFIG, () => undefined)
    runFrame()
    setHidden(true)
    expect(frames.size).toBe(0)
    runFrame()
    expect(sim.step).toHaveBeenCalledTimes(1)
    setHidden(false)
    runFrame()
    expect(sim.step).toHaveBeenCalledTimes(2)
    engine.stop()
  })

  it('pauses while the canvas is off screen and resumes when it scrolls back', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    const c = canvas()
    const engine = startFluid(c, ETHER_FLUID_CONFIG, () => undefined)
    runFrame()
    expect(c.dataset.running).toBe('true')
    report([{ isIntersecting: false }])
    expect(frames.size).toBe(0)
    expect(c.dataset.running).toBe('false')
    runFrame()
    expect(sim.step).toHaveBeenCalledTimes(1)
    report([{ isIntersecting: true }])
    runFrame()
    expect(sim.step).toHaveBeenCalledTimes(2)
    engine.stop()
  })

  it('the user takes over: after 0.25 s of moving only the user stirs', () => {
    const engine = startFluid(canvas(), ETHER_FLUID_CONFIG, () => undefined)
    runFrame()
    for (let i = 0; i < 20; i++) {
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 10 + i, clientY: 10 }))
      runFrame(20)
    }
    // Both stir at first, then only the pointer (at x 29 of 100 px: -0.42 in clip space).
    expect(sim.step.mock.calls[2]?.[0]).toHaveLength(2)
    const last = sim.step.mock.calls.at(-1)?.[0]
    expect(last).toHaveLength(1)
    expect(last?.[0]?.x).toBeCloseTo(-0.42)
    expect(last?.[0]?.dx).toBeCloseTo(0.02)
    engine.stop()
  })

  it('stop cancels the frame loop, removes its listeners and destroys the solver', () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const engine = startFluid(canvas(), ETHER_FLUID_CONFIG, () => undefined)
    engine.stop()
    expect(frames.size).toBe(0)
    expect(sim.destroy).toHaveBeenCalledTimes(1)
    expect(remove.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['pointermove', 'touchmove', 'resize']),
    )
    setHidden(false)
    expect(frames.size).toBe(0)
  })

  it('paced, it draws for awakeMs from its first frame, then holds until the pointer moves', () => {
    const c = canvas()
    const engine = startFluid(c, ETHER_FLUID_CONFIG, () => undefined, { awakeMs: 1000 })
    for (let i = 0; i < 10; i++) runFrame(200)
    expect(sim.step).toHaveBeenCalledTimes(6)
    expect(frames.size).toBe(0)
    expect(c.dataset).toMatchObject({ running: 'false', frames: '6' })
    runFrame(5000)
    expect(sim.draw).toHaveBeenCalledTimes(6)
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 50, clientY: 50 }))
    expect(c.dataset.running).toBe('true')
    for (let i = 0; i < 10; i++) runFrame(200)
    expect(sim.step).toHaveBeenCalledTimes(11)
    expect(sim.step.mock.calls[6]?.[0]).toContainEqual(expect.objectContaining({ x: 0, y: 0 }))
    engine.stop()
  })

  it('a still frame: one frame of the first steps at once, never woken by the pointer', () => {
    const c = canvas()
    const engine = startFluid(c, ETHER_FLUID_CONFIG, () => undefined, { stillFrame: true })
    runFrame()
    expect(sim.step).toHaveBeenCalledTimes(STILL_FRAME_STEPS)
    expect(sim.draw).toHaveBeenCalledTimes(1)
    expect(sim.step.mock.calls.at(-1)?.[0]).toHaveLength(1)
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 50, clientY: 50 }))
    runFrame()
    expect(frames.size).toBe(0)
    expect(c.dataset).toMatchObject({ running: 'false', frames: '1' })
    engine.stop()
  })
})
