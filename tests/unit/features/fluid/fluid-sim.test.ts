// The frame loop around the solver, with the solver replaced: frames run until stopped, pause while
// the tab is hidden, the virtual cursor stirs until the user moves, and stop leaves nothing behind.
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
const { startFluid } = await import('@/features/fluid/fluid-engine')

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
})
afterEach(() => vi.unstubAllGlobals())

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
})
