// Whether a WebGL context is drawn in software (SwiftShader, Mesa's llvmpipe, Windows' basic render
// driver). There one step of the solver on a phone-sized screen takes about 150 ms of CPU, so the
// decorative backdrop declines it and shows its still gradient; /ether, which is the fluid itself,
// still runs.

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i

export function rendersInSoftware(gl: WebGLRenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const renderer: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)
  return typeof renderer === 'string' && SOFTWARE.test(renderer)
}
