// Render targets of the solver: regl framebuffers around a float texture, in the float type this
// GPU can draw into, and pairs of them that swap roles each step.
import type { Framebuffer2D, Regl } from 'regl'
import type { Size } from './fluid-size'

export type Filter = 'linear' | 'nearest'

export interface TargetFormat {
  type: 'float' | 'half float'
  /** Whether velocity can be sampled between cells (else the nearest cell is read). */
  linear: boolean
}

export interface PingPong {
  read: Framebuffer2D
  write: Framebuffer2D
  swap(): void
}

/** A framebuffer whose one colour attachment is a float texture of `size`, zeroed. */
export function createTarget(
  regl: Regl,
  size: Size,
  type: TargetFormat['type'],
  filter: Filter,
): Framebuffer2D {
  const color = regl.texture({ ...size, type, min: filter, mag: filter, wrap: 'clamp' })
  return regl.framebuffer({ color, depthStencil: false })
}

export function pingPong(make: () => Framebuffer2D): PingPong {
  const pair = { read: make(), write: make() }
  return Object.assign(pair, {
    swap() {
      ;[pair.read, pair.write] = [pair.write, pair.read]
    },
  })
}

const OPTIONS = [
  ['float', 'oes_texture_float', 'oes_texture_float_linear'],
  ['half float', 'oes_texture_half_float', 'oes_texture_half_float_linear'],
] as const

/** The extensions regl is asked to enable, so that pickTargetFormat has something to pick. */
export const FLOAT_EXTENSIONS = OPTIONS.flatMap(([, type, linear]) => [type, linear])

/**
 * The float type the grid renders to: full float where it can be drawn into, half float otherwise
 * (many phones). Chromium's software WebGL (SwiftShader) converts half floats in software: /ether
 * ran about 3x slower on half float there (tests/bench/fluid.ts). Some GPUs expose an extension
 * and still refuse to render to it (iOS 14), so each is tried on a small target, which regl's
 * framebuffer check rejects when incomplete.
 */
export function pickTargetFormat(regl: Regl): TargetFormat {
  for (const [type, extension, linear] of OPTIONS) {
    if (!regl.hasExtension(extension)) continue
    try {
      const probe = createTarget(regl, { width: 4, height: 4 }, type, 'nearest')
      probe.destroy()
      return { type, linear: regl.hasExtension(linear) }
    } catch {
      continue
    }
  }
  throw new Error('WebGL cannot render to float textures')
}
