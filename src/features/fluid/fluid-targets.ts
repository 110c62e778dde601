// Render targets of the solver: which float format this GPU can draw into.
import type { Framebuffer2D, Regl } from 'regl'

type TextureType = 'half float' | 'float'

export interface PingPong {
  read: Framebuffer2D
  write: Framebuffer2D
  swap(): void
}

/** The float format the grid renders to: half float where it works (phones), float otherwise. */
export function pickTargetType(regl: Regl): { type: TextureType; filter: 'linear' | 'nearest' } {
  const options: [TextureType, string, string][] = [
    ['half float', 'oes_texture_half_float', 'oes_texture_half_float_linear'],
    ['float', 'oes_texture_float', 'oes_texture_float_linear'],
  ]
  for (const [type, ext, linearExt] of options) {
    if (!regl.hasExtension(ext)) continue
    try {
      // Float textures are not always renderable even when the extension exists (e.g. iOS 14).
      regl.framebuffer({ color: regl.texture({ width: 4, height: 4, type }) }).destroy()
      return { type, filter: regl.hasExtension(linearExt) ? 'linear' : 'nearest' }
    } catch {
      continue
    }
  }
  throw new Error('WebGL cannot render to float textures')
}
