// The fluid's dedicated worker: regl on the OffscreenCanvas the page hands over. regl compiles its
// commands with `Function`, which this script's own CSP allows (server/http/static.ts) and the
// page's never does. Anything that keeps the fluid from running is reported, and the page shows
// its still gradient.
import createREGL from 'regl'
import { runFluid, type FluidEngine } from './fluid-engine'
import type { FromFluidWorker, ToFluidWorker } from './fluid-protocol'
import { simulationSize } from './fluid-size'
import { createFluidSim } from './fluid-sim'
import { FLOAT_EXTENSIONS } from './fluid-targets'
import { rendersInSoftware } from './gl-renderer'

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToFluidWorker>) => void) | null
  postMessage(message: FromFluidWorker): void
}
const scope = globalThis as unknown as WorkerScope
const report = (message: FromFluidWorker) => scope.postMessage(message)
let engine: FluidEngine | null = null

function start(message: Extract<ToFluidWorker, { type: 'start' }>): FluidEngine {
  const { canvas, config, pacing, css } = message
  const gl = canvas.getContext('webgl', {
    alpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    premultipliedAlpha: true,
    failIfMajorPerformanceCaveat: pacing.hardwareOnly ?? false,
  })
  if (!gl) throw new Error('WebGL is not available')
  if (pacing.hardwareOnly && rendersInSoftware(gl)) throw new Error('WebGL is drawn in software')
  const regl = createREGL({ gl, optionalExtensions: FLOAT_EXTENSIONS })
  const sim = createFluidSim(regl, config, simulationSize(css, config.resolution))
  const run = runFluid({ regl, sim, canvas, config, pacing, box: message, report })
  regl.on('lost', () => {
    run.stop()
    report({ type: 'failed', reason: 'the WebGL context was lost' })
  })
  return run
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start':
      try {
        engine = start(data)
      } catch (error) {
        report({ type: 'failed', reason: error instanceof Error ? error.message : String(error) })
      }
      break
    case 'resize':
      engine?.resize(data)
      break
    case 'pointer':
      engine?.pointer(data.x, data.y, data.stroke)
      break
    case 'visible':
      engine?.setVisible(data.visible)
      break
  }
}
