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

/** Semi-Lagrangian advection: each cell takes the velocity found where its flow came from. */
export const ADVECT_FRAG = `${HEAD}
uniform sampler2D velocity;
uniform float dt;
uniform vec2 aspect;
void main() {
  vec2 v = texture2D(velocity, uv).xy;
  gl_FragColor = vec4(texture2D(velocity, uv - v * dt * aspect).xy, 0.0, 1.0);
}`

/** A pointer's push: its movement added with a soft round falloff around it. */
export const SPLAT_FRAG = `${HEAD}
uniform sampler2D velocity;
uniform vec2 point;
uniform vec2 force;
uniform float radius;
void main() {
  vec2 d = (uv - point) / (texel * radius);
  float falloff = pow(max(1.0 - length(d), 0.0), 2.0);
  gl_FragColor = vec4(texture2D(velocity, uv).xy + force * falloff, 0.0, 1.0);
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

/** One Jacobi step of the pressure Poisson equation laplacian(p) = div(v). */
export const PRESSURE_FRAG = `${HEAD}
uniform sampler2D pressure;
uniform sampler2D divergence;
void main() {
  float sum = texture2D(pressure, uv + vec2(texel.x, 0.0)).x
    + texture2D(pressure, uv - vec2(texel.x, 0.0)).x
    + texture2D(pressure, uv + vec2(0.0, texel.y)).x
    + texture2D(pressure, uv - vec2(0.0, texel.y)).x;
  gl_FragColor = vec4(0.25 * (sum - texture2D(divergence, uv).x), 0.0, 0.0, 1.0);
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
