// WebGL as other devices have it, for the fluid's specs: none at all, or drawn by a GPU (this
// Chromium draws it in software, which the backdrop declines).
import type { Page } from '@playwright/test'

/** A browser without WebGL: every WebGL context is refused. */
export const withoutWebGL = (page: Page) =>
  page.addInitScript(() => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the canvas as `this`
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.includes('webgl')) return null
      return (original as (...a: unknown[]) => RenderingContext | null).call(this, kind, ...rest)
    } as typeof original
  })

/** As on a phone with a GPU: the renderer the debug extension reports is not a software one. */
export const asWithGpu = (page: Page) =>
  page.addInitScript(() => {
    const proto = WebGLRenderingContext.prototype
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the context as `this`
    const original = proto.getParameter
    proto.getParameter = function (this: WebGLRenderingContext, name: number) {
      // UNMASKED_RENDERER_WEBGL of WEBGL_debug_renderer_info
      return name === 0x9246 ? 'Test GPU' : (original.call(this, name) as unknown)
    }
  })
