// WebGL as other devices have it, for the fluid's specs: none at all, no OffscreenCanvas, or drawn
// by a GPU (this Chromium draws it in software, which the backdrop declines). The fluid draws in a
// dedicated worker, where an init script never runs: its script is patched on the way in, the
// patch first, and service workers are blocked (`test.use({ serviceWorkers: 'block' })`) so that
// the request reaches the route rather than the precache.
import type { Page } from '@playwright/test'

const WORKER_SCRIPT = /\/assets\/[\w.-]+\.worker-[\w-]+\.js$/

/** Runs `patch` (JavaScript source) in every dedicated worker of the app before its own code. */
const patchWorkers = (page: Page, patch: string) =>
  page.route(WORKER_SCRIPT, async (route) => {
    // The page may navigate away while its worker loads; that request is gone, not failed.
    const response = await route.fetch().catch(() => null)
    if (!response) return
    const headers = { ...response.headers() }
    // The body is sent decoded and changed; the server's policy header stays as it was sent.
    delete headers['content-encoding']
    delete headers['content-length']
    const body = await response.text().catch(() => null)
    if (body === null) return
    await route.fulfill({ status: response.status(), headers, body: `${patch}\n${body}` })
  })

/** A browser without WebGL: every WebGL context of an OffscreenCanvas is refused. */
export const withoutWebGL = (page: Page) =>
  patchWorkers(
    page,
    `{
      const original = OffscreenCanvas.prototype.getContext
      OffscreenCanvas.prototype.getContext = function (kind, ...rest) {
        return String(kind).includes('webgl') ? null : original.call(this, kind, ...rest)
      }
    }`,
  )

/** A browser that cannot hand a canvas to a worker (no OffscreenCanvas, as Safari before 16.4). */
export const withoutOffscreenCanvas = (page: Page) =>
  page.addInitScript(() => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen')
  })

/** As on a phone with a GPU: the renderer the debug extension reports is not a software one. */
export const asWithGpu = (page: Page) =>
  patchWorkers(
    page,
    `{
      const original = WebGLRenderingContext.prototype.getParameter
      WebGLRenderingContext.prototype.getParameter = function (name) {
        // UNMASKED_RENDERER_WEBGL of WEBGL_debug_renderer_info
        return name === 0x9246 ? 'Test GPU' : original.call(this, name)
      }
    }`,
  )
