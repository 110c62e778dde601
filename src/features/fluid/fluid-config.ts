// The fluid's knobs with the spec's defaults (section 9) and the /ether preset (section 2).

export type FluidColors = readonly [string, string, string]

export interface FluidConfig {
  /** Multiplies the pointer's movement into force. */
  mouseForce: number
  /** Width of the pointer's splat, in simulation cells. */
  cursorSize: number
  /** Simulation grid size as a fraction of the canvas' CSS size. */
  resolution: number
  /** Simulation time step per frame. */
  dt: number
  pressureIterations: number
  /** Whether the implicit viscosity step runs at all (off, as in the reference). */
  viscous: boolean
  viscosityIterations: number
  /** Kinematic viscosity of the implicit diffusion step, when `viscous`. */
  viscosity: number
  /** A virtual cursor stirs the fluid while nobody touches it. */
  autoDemo: boolean
  /** Virtual cursor speed, in clip-space units per second. */
  autoSpeed: number
  /** Force multiplier of the virtual cursor. */
  autoIntensity: number
  /** Seconds the virtual cursor takes to hand over to a real one. */
  takeoverDuration: number
  /** Milliseconds without input before the virtual cursor comes back. */
  autoResumeDelay: number
  /** Seconds the virtual cursor takes to reach full strength when it comes back. */
  autoRampDuration: number
  /** Palette from slow to fast flow. */
  colors: FluidColors
  /** The canvas never renders above this device pixel ratio. */
  maxPixelRatio: number
}

const defaults: FluidConfig = {
  mouseForce: 20,
  cursorSize: 100,
  resolution: 0.5,
  dt: 0.014,
  // "32 iterations each": the pressure solve and the viscosity solve; the viscosity solve itself is
  // off in the reference, and a thin fluid is what makes wisps rather than blobs.
  pressureIterations: 32,
  viscous: false,
  viscosityIterations: 32,
  viscosity: 30,
  autoDemo: true,
  autoSpeed: 0.5,
  autoIntensity: 2.2,
  takeoverDuration: 0.25,
  autoResumeDelay: 3000,
  autoRampDuration: 0.6,
  colors: ['#5227FF', '#FF9FFC', '#B19EEF'],
  maxPixelRatio: 2,
}

export const DEFAULT_FLUID_CONFIG: Readonly<FluidConfig> = Object.freeze(defaults)

/** /ether: red, teal and lime, a wider cursor, a finer grid, the auto demo on. */
const ether: FluidConfig = {
  ...defaults,
  colors: ['#FF2E3D', '#14B8A6', '#A3E635'],
  cursorSize: 120,
  resolution: 0.6,
  autoDemo: true,
}

export const ETHER_FLUID_CONFIG: Readonly<FluidConfig> = Object.freeze(ether)

/** `#rgb` or `#rrggbb` as 0-255 channels; anything else is black, so a typo never breaks WebGL. */
export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m?.[1]) return [0, 0, 0]
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}
