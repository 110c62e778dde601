import { describe, expect, it } from 'vitest'
import { bufferSize, canvasPixelRatio, simulationSize } from '@/features/fluid/fluid-size'

describe('canvas pixel ratio', () => {
  it('follows the screen up to the cap of 2', () => {
    expect(canvasPixelRatio(1, 2)).toBe(1)
    expect(canvasPixelRatio(1.5, 2)).toBe(1.5)
    expect(canvasPixelRatio(2, 2)).toBe(2)
    expect(canvasPixelRatio(3, 2)).toBe(2)
    expect(canvasPixelRatio(4.25, 2)).toBe(2)
  })

  it('treats a missing or broken ratio as 1', () => {
    expect(canvasPixelRatio(0, 2)).toBe(1)
    expect(canvasPixelRatio(Number.NaN, 2)).toBe(1)
    expect(canvasPixelRatio(Number.POSITIVE_INFINITY, 2)).toBe(1)
    expect(canvasPixelRatio(0.5, 2)).toBe(1)
  })
})

describe('buffer and grid sizes', () => {
  it('scales the drawing buffer by the pixel ratio', () => {
    expect(bufferSize({ width: 390, height: 844 }, 2)).toEqual({ width: 780, height: 1688 })
  })

  it('scales the simulation grid by the resolution, not the pixel ratio', () => {
    expect(simulationSize({ width: 390, height: 844 }, 0.6)).toEqual({ width: 234, height: 506 })
    expect(simulationSize({ width: 390, height: 844 }, 0.5)).toEqual({ width: 195, height: 422 })
  })

  it('never asks WebGL for an empty buffer', () => {
    expect(bufferSize({ width: 0, height: 0 }, 2)).toEqual({ width: 1, height: 1 })
    expect(simulationSize({ width: 1, height: 1 }, 0.5)).toEqual({ width: 1, height: 1 })
  })
})
