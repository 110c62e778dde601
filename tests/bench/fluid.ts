// Fluid benchmark (issue 11): the built app's /ether (the reference's settings: resolution 0.6,
// cursor 120, 32 pressure iterations, auto demo) beside an empty canvas page of the same size, in
// Debian's Chromium with its software WebGL (SwiftShader). Per page: the median frame time over a
// few seconds of requestAnimationFrame timestamps, and the motion a viewer sees, as the mean
// absolute per-pixel change (RGB, 0-255 levels) between two screenshots 2 s apart. Runs are
// interleaved; medians are printed with the spread. Also the fluid chunk's size, gzip -9.
// Alone: `node --import tsx tests/bench/fluid.ts` (needs `npm run build`); never fails on time.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium'
import { EMPTY_PAGE, serveDist } from './fluid-server'

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url))
const WIDTH = Number(process.env.BENCH_FLUID_WIDTH ?? 390)
const HEIGHT = Number(process.env.BENCH_FLUID_HEIGHT ?? 844)
const RUNS = Number(process.env.BENCH_FLUID_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_FLUID_SECONDS ?? 4)

// In-page code is passed as text: tsx would otherwise wrap its named functions in a helper
// (`__name`) that does not exist in the page.
const FRAME_INTERVALS = (ms: number) => `new Promise((resolve) => {
  const stamps = []
  const frame = (now) => {
    stamps.push(now)
    if (now - stamps[0] < ${ms}) requestAnimationFrame(frame)
    else resolve(stamps.slice(1).map((t, i) => t - stamps[i]))
  }
  requestAnimationFrame(frame)
})`

const MEAN_CHANGE = (a: Buffer, b: Buffer) => `(async () => {
  const pixels = async (base64) => {
    const blob = await (await fetch('data:image/png;base64,' + base64)).blob()
    const bitmap = await createImageBitmap(blob)
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')
    ctx.drawImage(bitmap, 0, 0)
    return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data
  }
  const p = await pixels('${a.toString('base64')}')
  const q = await pixels('${b.toString('base64')}')
  let sum = 0
  for (let i = 0; i < p.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(p[i + c] - q[i + c])
  }
  return sum / ((p.length / 4) * 3)
})()`

/** The bench measures over wall-clock intervals: here time is the quantity, not a guess. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2
}
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`

const CANVAS = '[data-testid="fluid-canvas"]'

interface Sample {
  frameMs: number
  change: number
}

async function measurePage(page: Page, url: string, ready: string | null): Promise<Sample> {
  await page.goto(url)
  if (ready) await page.locator(ready).waitFor({ timeout: 30_000 })
  await sleep(1500) // the flow builds up
  const frameMs = median(await page.evaluate<number[]>(FRAME_INTERVALS(SECONDS * 1000)))
  const first = await page.screenshot({ timeout: 120_000 })
  await sleep(2000) // the measured interval
  const change = await page.evaluate<number>(
    MEAN_CHANGE(first, await page.screenshot({ timeout: 120_000 })),
  )
  return { frameMs, change }
}

/** The lazily loaded chunk that holds the fluid, gzip -9. */
function fluidChunk(): { name: string; gzip: number } {
  const assets = join(DIST, 'assets')
  const name = readdirSync(assets).find((f) => /^fluid-canvas.*\.js$/.test(f))
  if (!name) throw new Error('no fluid-canvas chunk in dist/assets')
  return { name, gzip: gzipSync(readFileSync(join(assets, name)), { level: 9 }).length }
}

export async function runFluidBench(): Promise<void> {
  const chunk = fluidChunk()
  const server = await serveDist(DIST)
  // Another build's /ether measured in the same runs, e.g. the commit before a change.
  const compare = process.env.BENCH_FLUID_COMPARE
  const other = compare ? await serveDist(compare) : null
  const pages: [string, string, string | null][] = [
    ['empty canvas', `${server.url}${EMPTY_PAGE}`, null],
    ['/ether', `${server.url}/ether`, CANVAS],
    ...(other
      ? [[`/ether of ${compare}`, `${other.url}/ether`, CANVAS] as [string, string, string]]
      : []),
  ]
  const samples = new Map<string, Sample[]>(pages.map(([label]) => [label, []]))
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [label, url, ready] of pages) {
        // A browser per page: its GPU process would otherwise still be drawing the frames the
        // previous page queued (seen as a 200 ms "empty" page after the old /ether).
        const browser = await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        })
        try {
          const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
          samples.get(label)?.push(await measurePage(page, url, ready))
        } finally {
          await browser.close()
        }
      }
    }
  } finally {
    await server.close()
    await other?.close()
  }
  console.log(
    `\nFluid: /ether at ${WIDTH}x${HEIGHT} in software WebGL, ${RUNS} interleaved runs of ${SECONDS} s; medians (spread)\n`,
  )
  console.table(
    [...samples].map(([page, s]) => {
      const ms = s.map((x) => x.frameMs)
      const change = s.map((x) => x.change)
      return {
        page,
        'frame ms': `${median(ms).toFixed(1)} (${spread(ms)})`,
        fps: (1000 / median(ms)).toFixed(1),
        'pixel change / 2 s': `${median(change).toFixed(1)} (${spread(change)})`,
      }
    }),
  )
  console.log(`Fluid chunk ${chunk.name}: ${(chunk.gzip / 1024).toFixed(1)} KB gzip -9`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runFluidBench()
