// Render targets of the solver: a float texture with its framebuffer, in the float format this GPU
// can draw into, and pairs of them that swap roles each step.
import type { Size } from './fluid-size'

export interface Target extends Size {
  texture: WebGLTexture
  fbo: WebGLFramebuffer
}

export interface PingPong {
  read: Target
  write: Target
  swap(): void
}

export interface TargetFormat {
  /** gl.FLOAT or HALF_FLOAT_OES. */
  type: number
  /** Whether velocity can be sampled between cells (else the nearest cell is read). */
  linear: boolean
}

export function createTarget(
  gl: WebGLRenderingContext,
  size: Size,
  type: number,
  filter: number,
): Target {
  const texture = gl.createTexture()
  const fbo = gl.createFramebuffer()
  if (!texture || !fbo) throw new Error('WebGL could not create a render target')
  const target = { texture, fbo, ...size }
  gl.bindTexture(gl.TEXTURE_2D, texture)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE)
  resizeTarget(gl, target, size, type)
  gl.bindFramebuffer(gl.FRAMEBUFFER, fbo)
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0)
  const complete = gl.checkFramebufferStatus(gl.FRAMEBUFFER) === gl.FRAMEBUFFER_COMPLETE
  gl.bindFramebuffer(gl.FRAMEBUFFER, null)
  if (!complete && !gl.isContextLost()) throw new Error('WebGL cannot render to this format')
  return target
}

/** New storage of `size`, zeroed (the flow restarts still, as after a rotation). */
export function resizeTarget(gl: WebGLRenderingContext, target: Target, size: Size, type: number) {
  target.width = size.width
  target.height = size.height
  gl.bindTexture(gl.TEXTURE_2D, target.texture)
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, size.width, size.height, 0, gl.RGBA, type, null)
}

export function pingPong(make: () => Target): PingPong {
  const pair = { read: make(), write: make() }
  return Object.assign(pair, {
    swap() {
      ;[pair.read, pair.write] = [pair.write, pair.read]
    },
  })
}

/**
 * The float format the grid renders to: full float where it can be drawn into, half float
 * otherwise (many phones). Chromium's software WebGL (SwiftShader) converts half floats in software:
 * /ether ran about 3x slower on half float there (tests/bench/fluid.ts). Extensions exist on some
 * GPUs that still refuse to render to them (iOS 14), so each is tried on a small target.
 */
export function pickTargetFormat(gl: WebGLRenderingContext): TargetFormat {
  const half = gl.getExtension('OES_texture_half_float')
  const options: [number | undefined, string][] = [
    [gl.getExtension('OES_texture_float') ? gl.FLOAT : undefined, 'OES_texture_float_linear'],
    [half?.HALF_FLOAT_OES, 'OES_texture_half_float_linear'],
  ]
  for (const [type, linearExtension] of options) {
    if (type === undefined) continue
    try {
      const probe = createTarget(gl, { width: 4, height: 4 }, type, gl.NEAREST)
      gl.deleteTexture(probe.texture)
      gl.deleteFramebuffer(probe.fbo)
      return { type, linear: gl.getExtension(linearExtension) !== null }
    } catch {
      continue
    }
  }
  throw new Error('WebGL cannot render to float textures')
}
