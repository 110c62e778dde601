// GLSL of the stable-fluids steps (Stam 1999), WebGL 1. Velocity lives in .xy of its texture, in
// clip-space units per frame; pressure in .x. `texel` is one grid cell in uv units.

export const FULLSCREEN_VERT = `
precision highp float;
attribute vec2 position;
varying vec2 uv;
void main() {
  uv = position * 0.5 + 0.5;
  gl_Position = vec4(position, 0.0, 1.0);
}`

const HEAD = `
precision highp float;
varying vec2 uv;
uniform vec2 texel;
`

/**
 * Advection with the pointers' pushes. Plain semi-Lagrangian advection blurs small eddies into
 * blobs; this traces back, forward again, and starts the final trace half the round trip's error
 * earlier (back and forth error compensation), which keeps the wisps. A push is a pointer's
 * movement added with a soft round falloff `radius` cells wide; two fit (the user and the demo).
 */
export const ADVECT_FRAG = `${HEAD}
uniform sampler2D velocity;
uniform float dt;
uniform vec2 aspect;
uniform vec4 pushA;
uniform vec4 pushB;
uniform float radius;
vec2 at(vec2 p) { return texture2D(velocity, p).xy; }
vec2 push(vec4 s) {
  float f = max(1.0 - length((uv - s.xy) / (texel * radius)), 0.0);
  return s.zw * f * f;
}
void main() {
  vec2 step = dt * aspect;
  vec2 back = uv - at(uv) * step;
  vec2 start = uv - 0.5 * (back + at(back) * step - uv);
  vec2 v = at(start - at(start) * step);
  gl_FragColor = vec4(v + push(pushA) + push(pushB), 0.0, 1.0);
}`

/** One Jacobi step of the implicit viscosity solve (I - nu dt laplacian) v = v0. */
export const VISCOSITY_FRAG = `${HEAD}
uniform sampler2D velocity0;
uniform sampler2D velocity;
uniform float alpha;
void main() {
  vec2 sum = texture2D(velocity, uv + vec2(texel.x, 0.0)).xy
    + texture2D(velocity, uv - vec2(texel.x, 0.0)).xy
    + texture2D(velocity, uv + vec2(0.0, texel.y)).xy
    + texture2D(velocity, uv - vec2(0.0, texel.y)).xy;
  vec2 v = (texture2D(velocity0, uv).xy + alpha * sum) / (1.0 + 4.0 * alpha);
  gl_FragColor = vec4(v, 0.0, 1.0);
}`

export const DIVERGENCE_FRAG = `${HEAD}
uniform sampler2D velocity;
void main() {
  float r = texture2D(velocity, uv + vec2(texel.x, 0.0)).x;
  float l = texture2D(velocity, uv - vec2(texel.x, 0.0)).x;
  float t = texture2D(velocity, uv + vec2(0.0, texel.y)).y;
  float b = texture2D(velocity, uv - vec2(0.0, texel.y)).y;
  gl_FragColor = vec4(0.5 * (r - l + t - b), 0.0, 0.0, 1.0);
}`

/**
 * One Jacobi step of the pressure Poisson equation laplacian(p) = div(v), on the stencil two cells
 * wide: the one that matches the central differences of the divergence and the gradient, so the
 * projection removes what it measures, and each step reaches twice as far. With the one-cell
 * stencil 32 steps could not balance a push wider than the cursor, and it swelled into a blob.
 */
export const PRESSURE_FRAG = `${HEAD}
uniform sampler2D pressure;
uniform sampler2D divergence;
void main() {
  float sum = texture2D(pressure, uv + vec2(2.0 * texel.x, 0.0)).x
    + texture2D(pressure, uv - vec2(2.0 * texel.x, 0.0)).x
    + texture2D(pressure, uv + vec2(0.0, 2.0 * texel.y)).x
    + texture2D(pressure, uv - vec2(0.0, 2.0 * texel.y)).x;
  gl_FragColor = vec4(0.25 * sum - texture2D(divergence, uv).x, 0.0, 0.0, 1.0);
}`

/** Projection: removing the pressure gradient leaves a divergence-free (swirling) flow. */
export const GRADIENT_FRAG = `${HEAD}
uniform sampler2D pressure;
uniform sampler2D velocity;
void main() {
  float r = texture2D(pressure, uv + vec2(texel.x, 0.0)).x;
  float l = texture2D(pressure, uv - vec2(texel.x, 0.0)).x;
  float t = texture2D(pressure, uv + vec2(0.0, texel.y)).x;
  float b = texture2D(pressure, uv - vec2(0.0, texel.y)).x;
  vec2 v = texture2D(velocity, uv).xy - 0.5 * vec2(r - l, t - b);
  gl_FragColor = vec4(v, 0.0, 1.0);
}`

/** Speed picks the colour along the palette and the opacity: still fluid is transparent. */
export const DISPLAY_FRAG = `
precision highp float;
varying vec2 uv;
uniform sampler2D velocity;
uniform sampler2D palette;
void main() {
  float speed = clamp(length(texture2D(velocity, uv).xy), 0.0, 1.0);
  vec3 colour = texture2D(palette, vec2(speed, 0.5)).rgb;
  gl_FragColor = vec4(colour * speed, speed);
}`
