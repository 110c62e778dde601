// Which WebGL renderers count as software: the backdrop declines those, nothing else.
import { describe, expect, it } from 'vitest'
import { rendersInSoftware } from '@/features/fluid/gl-renderer'

const UNMASKED = 0x9246
const RENDERER = 0x1f01

/** A context that names `renderer`, through the debug extension when `unmasked`. */
function context(renderer: string, unmasked = true): WebGLRenderingContext {
  return {
    RENDERER,
    getExtension: (name: string) =>
      unmasked && name === 'WEBGL_debug_renderer_info'
        ? { UNMASKED_RENDERER_WEBGL: UNMASKED }
        : null,
    getParameter: (p: number) =>
      p === (unmasked ? UNMASKED : RENDERER) ? renderer : 'WebKit WebGL',
  } as unknown as WebGLRenderingContext
}

describe('rendersInSoftware', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
  ])('software: %s', (renderer) => {
    expect(rendersInSoftware(context(renderer))).toBe(true)
  })

  it.each(['Adreno (TM) 650', 'Apple GPU', 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)'])(
    'hardware: %s',
    (renderer) => {
      expect(rendersInSoftware(context(renderer))).toBe(false)
    },
  )

  it('reads RENDERER where the debug extension is missing', () => {
    expect(rendersInSoftware(context('llvmpipe', false))).toBe(true)
    expect(rendersInSoftware(context('Mali-G78', false))).toBe(false)
  })
})
