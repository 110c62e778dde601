// Draws the app icons (a white globe on the theme blue) into public/icons/. Run once after a design
// change: `node --import tsx sw/tools/make-icons.ts`. The PNGs are committed; the build only copies.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { encodePng } from './png'

const TOP = [0x2a, 0x9d, 0xf4]
const BOTTOM = [0x1c, 0x5f, 0xa8]
const SAMPLES = 4

interface Options {
  size: number
  /** Corner radius as a share of the size; 0 draws a full-bleed square (maskable). */
  corner: number
  /** Globe radius as a share of the size; maskable icons keep it inside the 80% safe zone. */
  globe: number
}

/** Coverage of the globe's white strokes at (x, y) in units of the icon size, centred at 0. */
function globeInk(x: number, y: number, r: number): boolean {
  const stroke = r * 0.09
  const d = Math.hypot(x, y)
  if (Math.abs(d - r) < stroke / 2) return true
  if (d > r) return false
  if (Math.abs(x) < stroke / 2 || Math.abs(y) < stroke / 2) return true
  // Two meridians (ellipses) and two parallels.
  const meridian = Math.hypot(x / (r * 0.5), y / r)
  if (Math.abs(meridian - 1) * r * 0.5 < stroke / 2) return true
  return Math.abs(Math.abs(y) - r * 0.5) < stroke / 2
}

function insideRoundedSquare(x: number, y: number, corner: number): boolean {
  if (corner === 0) return Math.abs(x) <= 0.5 && Math.abs(y) <= 0.5
  const qx = Math.abs(x) - (0.5 - corner)
  const qy = Math.abs(y) - (0.5 - corner)
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) <= corner
}

function draw({ size, corner, globe }: Options): Uint8Array {
  const out = new Uint8Array(size * size * 4)
  for (let py = 0; py < size; py++) {
    const t = py / (size - 1)
    const bg = TOP.map((c, i) => Math.round(c + ((BOTTOM[i] ?? c) - c) * t))
    for (let px = 0; px < size; px++) {
      let shape = 0
      let ink = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size - 0.5
          const y = (py + (sy + 0.5) / SAMPLES) / size - 0.5
          if (!insideRoundedSquare(x, y, corner)) continue
          shape++
          if (globeInk(x, y, globe)) ink++
        }
      }
      const n = SAMPLES * SAMPLES
      const a = shape / n
      const white = shape ? ink / shape : 0
      const o = (py * size + px) * 4
      for (let i = 0; i < 3; i++) out[o + i] = Math.round((bg[i] ?? 0) * (1 - white) + 255 * white)
      out[o + 3] = Math.round(a * 255)
    }
  }
  return out
}

const icons: Array<[string, Options]> = [
  ['icon-192.png', { size: 192, corner: 0.2, globe: 0.3 }],
  ['icon-512.png', { size: 512, corner: 0.2, globe: 0.3 }],
  ['maskable-512.png', { size: 512, corner: 0, globe: 0.26 }],
  ['apple-touch-icon-180.png', { size: 180, corner: 0, globe: 0.3 }],
]

const dir = fileURLToPath(new URL('../../public/icons/', import.meta.url))
for (const [name, opts] of icons) {
  writeFileSync(dir + name, encodePng(opts.size, opts.size, draw(opts)))
  console.log(`wrote public/icons/${name}`)
}
