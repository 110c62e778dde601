// The page's side of the fluid: a canvas whose drawing is handed to a dedicated worker, and what
// the worker cannot see forwarded to it (pointer and finger moves, the canvas' size, whether the
// page is visible). No frame is computed or drawn here. The canvas' data-running and data-frames
// echo what the worker reports.
import type { FluidConfig } from './fluid-config'
import type { CanvasBox, FluidPacing, FromFluidWorker, ToFluidWorker } from './fluid-protocol'

export interface FluidHostOptions {
  className: string
  pacing: FluidPacing
  /** The fluid cannot run (no WebGL in a worker, the worker failed or lost its context). */
  onFail: (reason: string) => void
}

/** Whether this browser can hand a canvas to a worker at all. */
export const canHostFluid = () =>
  typeof Worker === 'function' &&
  typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'

/** Starts the fluid in `host`; returns the cleanup that stops the worker and removes the canvas. */
export function hostFluid(host: HTMLElement, config: FluidConfig, options: FluidHostOptions) {
  const canvas = document.createElement('canvas')
  canvas.className = options.className
  canvas.dataset.testid = 'fluid-canvas'
  canvas.setAttribute('aria-hidden', 'true')
  host.append(canvas)
  const offscreen = canvas.transferControlToOffscreen()
  const worker = new Worker(new URL('./fluid.worker.ts', import.meta.url), { type: 'module' })
  const post = (message: ToFluidWorker, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer)

  let rect = canvas.getBoundingClientRect()
  const box = (): CanvasBox => ({
    css: { width: canvas.clientWidth, height: canvas.clientHeight },
    devicePixelRatio: window.devicePixelRatio,
  })
  // The canvas is fixed to the screen, so its box changes only on a resize.
  const onResize = () => {
    rect = canvas.getBoundingClientRect()
    post({ type: 'resize', ...box() })
  }
  const moveTo = (clientX: number, clientY: number, stroke: boolean) => {
    if (rect.width === 0 || rect.height === 0) return
    const x = ((clientX - rect.left) / rect.width) * 2 - 1
    const y = 1 - ((clientY - rect.top) / rect.height) * 2
    post({ type: 'pointer', x, y, stroke })
  }
  // Heard on the window: the fluid follows the pointer even under content drawn above the canvas.
  const onPointer = (e: PointerEvent) => moveTo(e.clientX, e.clientY, false)
  const onTouch = (e: TouchEvent) => {
    const touch = e.touches[0]
    if (touch) moveTo(touch.clientX, touch.clientY, e.type === 'touchstart')
  }
  let onScreen = true
  const onVisibility = () => post({ type: 'visible', visible: !document.hidden && onScreen })
  const intersection =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          onScreen = entries.at(-1)?.isIntersecting ?? onScreen
          onVisibility()
        })
  const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize)

  worker.onmessage = ({ data }: MessageEvent<FromFluidWorker>) => {
    if (data.type === 'failed') return options.onFail(data.reason)
    canvas.dataset.running = String(data.running)
    canvas.dataset.frames = String(data.frames)
  }
  // The script did not load or threw (a CSP that refuses it, a network error).
  worker.onerror = (e) => {
    e.preventDefault()
    options.onFail(e.message || 'the fluid worker failed')
  }
  post({ type: 'start', canvas: offscreen, config, pacing: options.pacing, ...box() }, [offscreen])
  if (document.hidden) onVisibility()
  intersection?.observe(canvas)
  resizeObserver?.observe(canvas)
  window.addEventListener('resize', onResize)
  window.addEventListener('pointermove', onPointer, { passive: true })
  window.addEventListener('touchstart', onTouch, { passive: true })
  window.addEventListener('touchmove', onTouch, { passive: true })
  document.addEventListener('visibilitychange', onVisibility)

  return () => {
    worker.terminate()
    intersection?.disconnect()
    resizeObserver?.disconnect()
    window.removeEventListener('resize', onResize)
    window.removeEventListener('pointermove', onPointer)
    window.removeEventListener('touchstart', onTouch)
    window.removeEventListener('touchmove', onTouch)
    document.removeEventListener('visibilitychange', onVisibility)
    canvas.remove()
  }
}
