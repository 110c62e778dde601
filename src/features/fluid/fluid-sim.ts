// The stable-fluids solver on regl: ping-pong framebuffers and one draw command per step.
// createFluidSim throws when WebGL or a float render target is missing; the caller falls back.
import createREGL from 'regl'
import type { Framebuffer2D, Regl, Texture2D } from 'regl'
import { pickTargetType, type PingPong } from './fluid-targets'
import type { FluidConfig } from './fluid-config'
import { hexToRgb } from './fluid-config'
import type { Size } from './fluid-size'
import * as glsl from './shaders'

/** A push at a point in clip space ([-1, 1]), with a force in clip-space units per frame. */
export interface Splat {
  x: number
  y: number
  dx: number
  dy: number
}

export interface FluidSim {
  step(splats: readonly Splat[]): void
  draw(): void
  resize(grid: Size): void
  destroy(): void
}

export function createFluidSim(
  canvas: HTMLCanvasElement,
  config: FluidConfig,
  grid: Size,
): FluidSim {
  // The context is made here, not by regl: regl reports a missing WebGL on console.error.
  const gl = canvas.getContext('webgl', {
    alpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    premultipliedAlpha: true,
  })
  if (!gl) throw new Error('WebGL is not available')
  const regl = createREGL({
    gl,
    optionalExtensions: [
      'OES_texture_half_float',
      'OES_texture_half_float_linear',
      'OES_texture_float',
      'OES_texture_float_linear',
    ],
  })
  try {
    return buildSim(regl, config, grid)
  } catch (error) {
    regl.destroy()
    throw error
  }
}

function buildSim(regl: Regl, config: FluidConfig, initial: Size): FluidSim {
  const { type, filter } = pickTargetType(regl)
  let grid = initial
  const target = () =>
    regl.framebuffer({
      color: regl.texture({ ...grid, type, min: filter, mag: filter, wrap: 'clamp' }),
      depthStencil: false,
    })
  const pingPong = (): PingPong => {
    const pair = { read: target(), write: target() }
    return Object.assign(pair, {
      swap() {
        ;[pair.read, pair.write] = [pair.write, pair.read]
      },
    })
  }
  const velocity = pingPong()
  const pressure = pingPong()
  const viscous = pingPong()
  const divergence = target()
  const palette: Texture2D = regl.texture({
    width: config.colors.length,
    height: 1,
    data: config.colors.flatMap((c) => [...hexToRgb(c), 255]),
    min: 'linear',
    mag: 'linear',
    wrap: 'clamp',
  })

  const pass = (frag: string) =>
    regl({
      vert: glsl.FULLSCREEN_VERT,
      frag,
      attributes: { position: [-1, -1, 3, -1, -1, 3] },
      count: 3,
      depth: { enable: false },
      framebuffer: regl.prop<{ target: Framebuffer2D | null }, 'target'>('target'),
      uniforms: {
        texel: () => [1 / grid.width, 1 / grid.height],
        ...Object.fromEntries(
          UNIFORMS.map((name) => [name, regl.prop<PassProps, typeof name>(name)]),
        ),
      },
    })
  const advect = pass(glsl.ADVECT_FRAG)
  const splat = pass(glsl.SPLAT_FRAG)
  const viscosity = pass(glsl.VISCOSITY_FRAG)
  const divergenceStep = pass(glsl.DIVERGENCE_FRAG)
  const pressureStep = pass(glsl.PRESSURE_FRAG)
  const gradient = pass(glsl.GRADIENT_FRAG)
  const display = pass(glsl.DISPLAY_FRAG)

  return {
    step(splats) {
      regl.poll()
      const longest = Math.max(grid.width, grid.height)
      const aspect = [longest / grid.width, longest / grid.height]
      advect({ target: velocity.write, velocity: velocity.read, dt: config.dt, aspect })
      velocity.swap()
      for (const s of splats) {
        splat({
          target: velocity.write,
          velocity: velocity.read,
          point: [(s.x + 1) / 2, (s.y + 1) / 2],
          force: [(s.dx / 2) * config.mouseForce, (s.dy / 2) * config.mouseForce],
          radius: config.cursorSize / 2,
        })
        velocity.swap()
      }
      if (config.viscosityIterations > 0 && config.viscosity > 0) {
        const alpha = (config.viscosity * config.dt) / 4
        for (let i = 0; i < config.viscosityIterations; i++) {
          viscosity({
            target: viscous.write,
            velocity0: velocity.read,
            velocity: viscous.read,
            alpha,
          })
          viscous.swap()
        }
        ;[velocity.read, viscous.read] = [viscous.read, velocity.read]
      }
      divergenceStep({ target: divergence, velocity: velocity.read })
      for (let i = 0; i < config.pressureIterations; i++) {
        pressureStep({ target: pressure.write, pressure: pressure.read, divergence })
        pressure.swap()
      }
      gradient({ target: velocity.write, pressure: pressure.read, velocity: velocity.read })
      velocity.swap()
    },
    draw() {
      regl.clear({ color: [0, 0, 0, 0] })
      display({ target: null, velocity: velocity.read, palette })
    },
    resize(next) {
      if (next.width === grid.width && next.height === grid.height) return
      grid = next
      for (const fbo of [velocity.read, velocity.write, pressure.read, pressure.write]) {
        fbo.resize(grid.width, grid.height)
      }
      for (const fbo of [viscous.read, viscous.write, divergence])
        fbo.resize(grid.width, grid.height)
    },
    destroy() {
      regl.destroy()
    },
  }
}

type PassProps = Record<(typeof UNIFORMS)[number], unknown>

const UNIFORMS = [
  'velocity',
  'velocity0',
  'pressure',
  'divergence',
  'palette',
  'dt',
  'aspect',
  'point',
  'force',
  'radius',
  'alpha',
] as const
