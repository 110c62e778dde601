// The stable-fluids solver (Stam 1999) on regl: ping-pong float framebuffers and one full-screen
// command per step. createFluidSim throws when no float render target exists; the caller falls
// back to the still gradient.
import type { Buffer, DefaultContext, DrawCommand, Framebuffer2D, Regl, Texture2D } from 'regl'
import type { FluidConfig } from './fluid-config'
import { hexToRgb } from './fluid-config'
import type { Size } from './fluid-size'
import { createTarget, pickTargetFormat, pingPong, type Filter } from './fluid-targets'
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
}

type Uniform = number | readonly number[] | Framebuffer2D | Texture2D
type PassProps = { target: Framebuffer2D | null } & Record<string, Uniform | null>

export function createFluidSim(regl: Regl, config: FluidConfig, initial: Size): FluidSim {
  const format = pickTargetFormat(regl)
  let grid = initial
  // Velocity is sampled between cells (advection, display); pressure and divergence only at cell
  // centres, where nearest sampling gives the same values for less work.
  const linear: Filter = format.linear ? 'linear' : 'nearest'
  const targets: Framebuffer2D[] = []
  const target = (filter: Filter) => () => {
    const t = createTarget(regl, grid, format.type, filter)
    targets.push(t)
    return t
  }
  const velocity = pingPong(target(linear))
  const pressure = pingPong(target('nearest'))
  const divergence = target('nearest')()
  const viscous = config.viscous ? pingPong(target(linear)) : null
  const palette = regl.texture({
    width: config.colors.length,
    height: 1,
    data: new Uint8Array(config.colors.flatMap((c) => [...hexToRgb(c), 255])),
    min: 'linear',
    mag: 'linear',
    wrap: 'clamp',
  })

  // One triangle that covers the clip square; every pixel is written with blending off.
  const triangle = regl.buffer([-1, -1, 3, -1, -1, 3])
  const pass = (
    frag: string,
    uniforms: readonly string[],
  ): DrawCommand<DefaultContext, PassProps> =>
    regl<Record<string, Uniform>, { position: Buffer }, PassProps>({
      vert: glsl.FULLSCREEN_VERT,
      frag,
      attributes: { position: triangle },
      uniforms: Object.fromEntries(
        uniforms.map((name) => [name, regl.prop<PassProps, string>(name)]),
      ),
      count: 3,
      depth: { enable: false },
      framebuffer: regl.prop<PassProps, 'target'>('target'),
    })
  const advect = pass(glsl.ADVECT_FRAG, [
    'texel',
    'velocity',
    'dt',
    'aspect',
    'pushA',
    'pushB',
    'radius',
  ])
  const viscosity = pass(glsl.VISCOSITY_FRAG, ['texel', 'velocity0', 'velocity', 'alpha'])
  const divergenceStep = pass(glsl.DIVERGENCE_FRAG, ['texel', 'velocity'])
  const pressureStep = pass(glsl.PRESSURE_FRAG, ['texel', 'pressure', 'divergence'])
  const gradient = pass(glsl.GRADIENT_FRAG, ['texel', 'pressure', 'velocity'])
  const display = pass(glsl.DISPLAY_FRAG, ['velocity', 'palette'])
  const force = config.mouseForce / 2
  const push = (s: Splat | undefined) =>
    s ? [(s.x + 1) / 2, (s.y + 1) / 2, s.dx * force, s.dy * force] : [0, 0, 0, 0]

  return {
    step(splats) {
      const texel = [1 / grid.width, 1 / grid.height]
      const longest = Math.max(grid.width, grid.height)
      advect({
        target: velocity.write,
        texel,
        velocity: velocity.read,
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
          viscosity({
            target: viscous.write,
            texel,
            velocity0: velocity.read,
            velocity: from,
            alpha,
          })
          viscous.swap()
        }
        ;[velocity.read, viscous.read] = [viscous.read, velocity.read]
      }
      divergenceStep({ target: divergence, texel, velocity: velocity.read })
      // The solve starts from the last frame's pressure, which is already close to this one's.
      for (let i = 0; i < config.pressureIterations; i++) {
        pressureStep({ target: pressure.write, texel, pressure: pressure.read, divergence })
        pressure.swap()
      }
      gradient({ target: velocity.write, texel, pressure: pressure.read, velocity: velocity.read })
      velocity.swap()
    },
    draw() {
      display({ target: null, velocity: velocity.read, palette })
    },
    resize(next) {
      if (next.width === grid.width && next.height === grid.height) return
      grid = next
      // New storage, zeroed: the flow restarts still, as after a rotation.
      for (const t of targets) t.resize(grid.width, grid.height)
    },
  }
}
