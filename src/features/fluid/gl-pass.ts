// The little WebGL the solver needs, without a library: every step is one full-screen triangle
// drawn by one program into one target. Plain WebGL compiles no JavaScript at run time, so the
// fluid runs under the shop's strict Content-Security-Policy (no 'unsafe-eval').
import type { Target } from './fluid-targets'

export type UniformValue = number | readonly number[] | WebGLTexture

export interface Pass {
  /** Draws into `target` (null: the canvas). Textures bind to units in the order given. */
  draw(target: Target | null, uniforms: Record<string, UniformValue>): void
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type)
  if (!shader) throw new Error('WebGL could not create a shader')
  gl.shaderSource(shader, source)
  gl.compileShader(shader)
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS) && !gl.isContextLost()) {
    throw new Error(`shader: ${gl.getShaderInfoLog(shader) ?? 'does not compile'}`)
  }
  return shader
}

/** The one vertex buffer every pass draws: a triangle that covers the clip square. */
export function fullScreenTriangle(gl: WebGLRenderingContext): void {
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer())
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW)
  gl.enableVertexAttribArray(0)
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0)
}

export function createPass(gl: WebGLRenderingContext, vert: string, frag: string): Pass {
  const program = gl.createProgram()
  if (!program) throw new Error('WebGL could not create a program')
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vert))
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, frag))
  gl.bindAttribLocation(program, 0, 'position')
  gl.linkProgram(program)
  if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) {
    throw new Error(`program: ${gl.getProgramInfoLog(program) ?? 'does not link'}`)
  }
  const locations = new Map<string, WebGLUniformLocation | null>()
  const where = (name: string) => {
    if (!locations.has(name)) locations.set(name, gl.getUniformLocation(program, name))
    return locations.get(name) ?? null
  }
  return {
    draw(target, uniforms) {
      gl.useProgram(program)
      gl.bindFramebuffer(gl.FRAMEBUFFER, target?.fbo ?? null)
      gl.viewport(
        0,
        0,
        target?.width ?? gl.drawingBufferWidth,
        target?.height ?? gl.drawingBufferHeight,
      )
      let unit = 0
      for (const [name, value] of Object.entries(uniforms)) {
        const at = where(name)
        if (typeof value === 'number') gl.uniform1f(at, value)
        else if (Array.isArray(value)) {
          const v = value as readonly number[]
          if (v.length === 2) gl.uniform2f(at, v[0] ?? 0, v[1] ?? 0)
          else gl.uniform4f(at, v[0] ?? 0, v[1] ?? 0, v[2] ?? 0, v[3] ?? 0)
        } else {
          gl.activeTexture(gl.TEXTURE0 + unit)
          gl.bindTexture(gl.TEXTURE_2D, value)
          gl.uniform1i(at, unit++)
        }
      }
      gl.drawArrays(gl.TRIANGLES, 0, 3)
    },
  }
}
