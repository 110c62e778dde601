// The page's side of the fluid: the canvas goes to a worker, and only what the worker cannot see
// crosses over (pointer and finger moves in clip space, size, visibility). The page schedules no
// frame; what the worker reports lands on the canvas' data attributes; a failure says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ETHER_FLUID_CONFIG } from '@/features/fluid/fluid-config'
import { canHostFluid, hostFluid } from '@/features/fluid/fluid-host'
import type { FromFluidWorker, ToFluidWorker } from '@/features/fluid/fluid-protocol'

let worker: FakeWorker
class FakeWorker {
  sent: ToFluidWorker[] = []
  terminated = false
  onmessage: ((e: MessageEvent<FromFluidWorker>) => void) | null = null
  onerror: ((e: ErrorEvent) => void) | null = null
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test reaches the one worker
    worker = this
  }
  postMessage(message: ToFluidWorker) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
  hear(data: FromFluidWorker) {
    this.onmessage?.({ data } as MessageEvent<FromFluidWorker>)
  }
}
const offscreen = {} as OffscreenCanvas

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker)
  HTMLCanvasElement.prototype.transferControlToOffscreen = () => offscreen
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 200 }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen')
  document.body.innerHTML = ''
})

const host = (onFail = vi.fn()) => {
  const el = document.createElement('div')
  document.body.append(el)
  const stop = hostFluid(el, ETHER_FLUID_CONFIG, { className: 'c', pacing: {}, onFail })
  return { el, stop, onFail, canvas: () => el.querySelector('canvas') }
}

describe('hostFluid', () => {
  it('needs a worker and a canvas that can hand its drawing over', () => {
    expect(canHostFluid()).toBe(true)
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen')
    expect(canHostFluid()).toBe(false)
  })

  it('hands the canvas to a module worker and starts it with the config', () => {
    const { canvas } = host()
    expect(canvas()?.dataset.testid).toBe('fluid-canvas')
    expect(worker.options).toEqual({ type: 'module' })
    expect(worker.url.pathname).toMatch(/fluid\.worker\.ts$/)
    expect(worker.sent[0]).toMatchObject({
      type: 'start',
      canvas: offscreen,
      config: ETHER_FLUID_CONFIG,
    })
  })

  it('forwards pointer and finger moves in clip space, and no frame is scheduled here', () => {
    const raf = vi.fn()
    vi.stubGlobal('requestAnimationFrame', raf)
    host()
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 25, clientY: 50 }))
    const touch = { clientX: 100, clientY: 0 } as Touch
    window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch] }))
    expect(worker.sent.slice(1)).toEqual([
      { type: 'pointer', x: -0.5, y: 0.5, stroke: false },
      { type: 'pointer', x: 1, y: 1, stroke: true },
    ])
    expect(raf).not.toHaveBeenCalled()
  })

  it('tells the worker when the page is hidden', () => {
    host()
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(worker.sent.at(-1)).toEqual({ type: 'visible', visible: false })
    Reflect.deleteProperty(document, 'hidden')
  })

  it('shows what the worker reports, and reports its failure', () => {
    const { canvas, onFail } = host()
    worker.hear({ type: 'frames', running: true, frames: 30 })
    expect(canvas()?.dataset).toMatchObject({ running: 'true', frames: '30' })
    worker.hear({ type: 'failed', reason: 'WebGL is not available' })
    expect(onFail).toHaveBeenCalledWith('WebGL is not available')
  })

  it('stop ends the worker, its listeners and the canvas', () => {
    const { stop, canvas } = host()
    stop()
    expect(worker.terminated).toBe(true)
    expect(canvas()).toBeNull()
    const sent = worker.sent.length
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 1, clientY: 1 }))
    expect(worker.sent).toHaveLength(sent)
  })
})
