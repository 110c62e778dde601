import { describe, expect, it } from 'vitest'
import { DEFAULT_FLUID_CONFIG, ETHER_FLUID_CONFIG, hexToRgb } from '@/features/fluid/fluid-config'

describe('fluid config', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_FLUID_CONFIG).toMatchObject({
      mouseForce: 20,
      cursorSize: 100,
      resolution: 0.5,
      dt: 0.014,
      pressureIterations: 32,
      viscosityIterations: 32,
      // as in the reference: the iteration count is set, the viscosity step itself is off
      viscous: false,
      autoSpeed: 0.5,
      autoIntensity: 2.2,
      takeoverDuration: 0.25,
      autoResumeDelay: 3000,
      autoRampDuration: 0.6,
      maxPixelRatio: 2,
    })
  })

  it('defaults to three purple and pink colours', () => {
    expect(DEFAULT_FLUID_CONFIG.colors).toHaveLength(3)
    for (const colour of DEFAULT_FLUID_CONFIG.colors) {
      const [r, g, b] = hexToRgb(colour)
      // purple and pink: blue and red lead, green trails
      expect(Math.max(r, b)).toBeGreaterThan(g)
    }
  })

  it('/ether is red, teal and lime with cursor 120, resolution 0.6 and the auto demo on', () => {
    const [red, teal, lime] = ETHER_FLUID_CONFIG.colors.map(hexToRgb)
    expect(red?.[0]).toBeGreaterThan(200)
    expect(Math.max(red?.[1] ?? 255, red?.[2] ?? 255)).toBeLessThan(100)
    expect(teal?.[0]).toBeLessThan(60)
    expect(Math.min(teal?.[1] ?? 0, teal?.[2] ?? 0)).toBeGreaterThan(150)
    expect(lime?.[1]).toBeGreaterThan(200)
    expect(lime?.[2]).toBeLessThan(100)
    expect(ETHER_FLUID_CONFIG).toMatchObject({ cursorSize: 120, resolution: 0.6, autoDemo: true })
    // everything else stays at the defaults
    expect({ ...ETHER_FLUID_CONFIG, colors: 0, cursorSize: 0, resolution: 0 }).toEqual({
      ...DEFAULT_FLUID_CONFIG,
      colors: 0,
      cursorSize: 0,
      resolution: 0,
    })
  })

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_FLUID_CONFIG)).toBe(true)
    expect(Object.isFrozen(ETHER_FLUID_CONFIG)).toBe(true)
  })

  it('reads #rgb and #rrggbb colours, and anything else as black', () => {
    expect(hexToRgb('#FF9FFC')).toEqual([255, 159, 252])
    expect(hexToRgb('#0f8')).toEqual([0, 255, 136])
    expect(hexToRgb('purple')).toEqual([0, 0, 0])
  })
})
