// The stable-fluids solver (Stam 1999) on plain WebGL 1: ping-pong float targets and one
// full-screen pass per step. createFluidSim throws when WebGL or a float render target is missing;
// the caller falls back to the still gradient.
import type { FluidConfig } from './fluid-config'
import { hexToRgb } from './fluid-config'
import type { Size } from './fluid-size'
import { createPass, fullScreenTriangle } from './gl-pass'
import { rendersInSoftware } from './gl-renderer'
import {
  createTarget,
  pickTargetFormat,
  pingPong,
  resizeTarget,
  type Target,
} from './fluid-targets'
import * as glsl from './shaders'

/** A push at a point in clip space ([-1, 1]), with a force in clip-space units per frame. */
export interface Splat {
  x: number
  y: number
  dx: number
  dy: number
}

export interface FluidSim {
  /** One time step; at most two splats are applied (the user's and the virtual cursor's). */
  step(splats: readonly Splat[]): void
  draw(): void
  resize(grid: Size): void
  destroy(): void
}

/** `hardwareOnly`: throws as well when WebGL is drawn in software (the backdrop declines it). */
export function createFluidSim(
  canvas: HTMLCanvasElement,
  config: FluidConfig,
  grid: Size,
  { hardwareOnly = false }: { hardwareOnly?: boolean } = {},
): FluidSim {
  const gl = canvas.getContext('webgl', {
    alpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    premultipliedAlpha: true,
    failIfMajorPerformanceCaveat: hardwareOnly,
  })
  if (!gl) throw new Error('WebGL is not available')
  if (hardwareOnly && rendersInSoftware(gl)) {
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    throw new Error('WebGL is drawn in software')
  }
  return buildSim(gl, config, grid)
}

function buildSim(gl: WebGLRenderingContext, config: FluidConfig, initial: Size): FluidSim {
  const format = pickTargetFormat(gl)
  let grid = initial
  // Velocity is sampled between cells (advection, display); pressure and divergence only at cell
  // centres, where nearest sampling gives the same values for less work.
  const linear = format.linear ? gl.LINEAR : gl.NEAREST
  const targets: Target[] = []
  const target = (filter: number) => () => {
    const t = createTarget(gl, grid, format.type, filter)
    targets.push(t)
    return t
  }
  const velocity = pingPong(target(linear))
  const pressure = pingPong(target(gl.NEAREST))
  const divergence = target(gl.NEAREST)()
  const viscous = config.viscous ? pingPong(target(linear)) : null
  const palette = paletteTexture(gl, config)

  fullScreenTriangle(gl)
  const pass = (frag: string) => createPass(gl, glsl.FULLSCREEN_VERT, frag)
  const advect = pass(glsl.ADVECT_FRAG)
  const viscosity = pass(glsl.VISCOSITY_FRAG)
  const divergenceStep = pass(glsl.DIVERGENCE_FRAG)
  const pressureStep = pass(glsl.PRESSURE_FRAG)
  const gradient = pass(glsl.GRADIENT_FRAG)
  const display = pass(glsl.DISPLAY_FRAG)
  const force = config.mouseForce / 2
  const push = (s: Splat | undefined) =>
    s ? [(s.x + 1) / 2, (s.y + 1) / 2, s.dx * force, s.dy * force] : [0, 0, 0, 0]

  return {
    step(splats) {
      const texel = [1 / grid.width, 1 / grid.height]
      const longest = Math.max(grid.width, grid.height)
      advect.draw(velocity.write, {
        texel,
        velocity: velocity.read.texture,
        dt: config.dt,
        aspect: [longest / grid.width, longest / grid.height],
        pushA: push(splats[0]),
        pushB: push(splats[1]),
        radius: config.cursorSize / 2,
      })
      velocity.swap()
      if (viscous) {
        const alpha = (config.viscosity * config.dt) / 4
        for (let i = 0; i < config.viscosityIterations; i++) {
          const from = i === 0 ? velocity.read : viscous.read
          viscosity.draw(viscous.write, {
            texel,
            velocity0: velocity.read.texture,
            velocity: from.texture,
            alpha,
          })
          viscous.swap()
        }
        ;[velocity.read, viscous.read] = [viscous.read, velocity.read]
      }
      divergenceStep.draw(divergence, { texel, velocity: velocity.read.texture })
      // The solve starts from the last frame's pressure, which is already close to this one's.
      for (let i = 0; i < config.pressureIterations; i++) {
        pressureStep.draw(pressure.write, {
          texel,
          pressure: pressure.read.texture,
          divergence: divergence.texture,
        })
        pressure.swap()
      }
      gradient.draw(velocity.write, {
        texel,
        pressure: pressure.read.texture,
        velocity: velocity.read.texture,
      })
      velocity.swap()
    },
    draw() {
      // Every pixel is written (blending is off), so the canvas needs no clear first.
      display.draw(null, { velocity: velocity.read.texture, palette })
    },
    resize(next) {
      if (next.width === grid.width && next.height === grid.height) return
      grid = next
      for (const t of targets) resizeTarget(gl, t, grid, format.type)
    },
    destroy() {
      for (const t of targets) {
        gl.deleteTexture(t.texture)
        gl.deleteFramebuffer(t.fbo)
      }
      gl.deleteTexture(palette)
    },
  }
}

function paletteTexture(gl: WebGLRenderingContext, config: FluidConfig): WebGLTexture {
  const texture = gl.createTexture()
  if (!texture) throw new Error('WebGL could not create a texture')
  const data = new Uint8Array(config.colors.flatMap((c) => [...hexToRgb(c), 255]))
  gl.bindTexture(gl.TEXTURE_2D, texture)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE)
  const width = config.colors.length
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, data)
  return texture
}
