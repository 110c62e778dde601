import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  autoCursor,
  autoDemoTiming,
  autoWeight,
  INITIAL_AUTO_DEMO,
  registerInput,
  type AutoDemoState,
} from '@/features/fluid/auto-demo'
import { DEFAULT_FLUID_CONFIG } from '@/features/fluid/fluid-config'

const timing = autoDemoTiming(DEFAULT_FLUID_CONFIG)
const weight = (s: AutoDemoState, t: number) => autoWeight(s, t, timing)

describe('auto demo timing from the config', () => {
  it('converts the spec values to milliseconds', () => {
    expect(timing).toEqual({ enabled: true, takeoverMs: 250, resumeDelayMs: 3000, rampMs: 600 })
  })
})

describe('auto demo strength', () => {
  it('stirs at full strength while nobody has touched the fluid', () => {
    expect(weight(INITIAL_AUTO_DEMO, 0)).toBe(1)
    expect(weight(INITIAL_AUTO_DEMO, 60_000)).toBe(1)
  })

  it('hands over to the user within 0.25 s', () => {
    const s = registerInput(INITIAL_AUTO_DEMO, 1000, timing)
    expect(weight(s, 1000)).toBe(1)
    expect(weight(s, 1125)).toBeCloseTo(0.5)
    expect(weight(s, 1250)).toBe(0)
  })

  it('stays away while the user keeps moving, however long', () => {
    let s = INITIAL_AUTO_DEMO
    for (let t = 1000; t <= 20_000; t += 500) {
      s = registerInput(s, t, timing)
      expect(weight(s, t)).toBe(t === 1000 ? 1 : 0)
    }
    expect(weight(s, 22_999)).toBe(0)
  })

  it('comes back 3000 ms after the last move and ramps up over 0.6 s', () => {
    const s = registerInput(INITIAL_AUTO_DEMO, 1000, timing)
    expect(weight(s, 3999)).toBe(0)
    expect(weight(s, 4000)).toBe(0)
    expect(weight(s, 4300)).toBeCloseTo(0.5)
    expect(weight(s, 4600)).toBe(1)
    expect(weight(s, 9000)).toBe(1)
  })

  it('a move during the ramp fades from where the ramp had got to, without a jump', () => {
    const first = registerInput(INITIAL_AUTO_DEMO, 0, timing)
    const again = registerInput(first, 3300, timing)
    expect(weight(again, 3300)).toBeCloseTo(0.5)
    expect(weight(again, 3425)).toBeCloseTo(0.25)
    expect(weight(again, 3550)).toBe(0)
  })

  it('never stirs when the auto demo is off', () => {
    const off = { ...timing, enabled: false }
    expect(autoWeight(INITIAL_AUTO_DEMO, 0, off)).toBe(0)
    expect(autoWeight(registerInput(INITIAL_AUTO_DEMO, 0, off), 10_000, off)).toBe(0)
  })

  it('always lies between 0 and 1 whatever the moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000 }),
        (moves, after) => {
          const sorted = [...moves].sort((a, b) => a - b)
          const s = sorted.reduce((acc, t) => registerInput(acc, t, timing), INITIAL_AUTO_DEMO)
          const w = weight(s, (sorted.at(-1) ?? 0) + after)
          return w >= 0 && w <= 1
        },
      ),
    )
  })
})

describe('virtual cursor', () => {
  it('stays on screen', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), (t) => {
        const p = autoCursor(t, 0.5)
        return Math.abs(p.x) <= 1 && Math.abs(p.y) <= 1
      }),
    )
  })

  it('travels about `autoSpeed` clip-space units a second', () => {
    const seconds = 600
    let length = 0
    let prev = autoCursor(0, 0.5)
    for (let i = 1; i <= seconds * 60; i++) {
      const p = autoCursor(i / 60, 0.5)
      length += Math.hypot(p.x - prev.x, p.y - prev.y)
      prev = p
    }
    expect(length / seconds).toBeGreaterThan(0.45)
    expect(length / seconds).toBeLessThan(0.55)
  })
})
