// Fluid benchmark: the built app's /ether (the reference's settings: resolution 0.6, cursor 120, 32
// pressure iterations, auto demo) beside an empty canvas page of the same size and, given
// `--reference <dir>` (or BENCH_FLUID_REFERENCE), a build of react-bits' LiquidEther at the same
// settings (docs/fluid.md says how to build it), in Debian's Chromium with its software WebGL
// (SwiftShader). Per page, over the same window:
// - frame ms: the mean interval between the fluid's frames. Ours draws in a worker, so its frames
//   are counted from the frame counts the worker reports (data-frames, stamped as they land); the
//   others draw from the page's requestAnimationFrame, whose calls are counted.
// - motion: the mean absolute per-pixel change (RGB, 0-255 levels) between two screenshots 2 s apart.
// - main-thread work: the page's requestAnimationFrame calls a second, its long tasks, and its main
//   thread's busy time a second (CDP Performance.getMetrics TaskDuration).
// Runs are interleaved, a fresh browser per page; medians are printed with the spread, and the
// ratios to the reference. BENCH_FLUID_COMPARE=<dist> adds another build's /ether (counted by its
// requestAnimationFrame calls: a build before the worker). Also the fluid's chunk and worker sizes, gzip -9.
// Alone: `node --import tsx tests/bench/fluid.ts [--reference <dir>]` (needs `npm run build`).
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium'
import { EMPTY_PAGE, serveDist } from './fluid-server'
import { MEAN_CHANGE, PROBE, WINDOW_END, WINDOW_START, type WindowFigures } from './fluid-probe'
import { recordGoal } from './goals'

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url))
const WIDTH = Number(process.env.BENCH_FLUID_WIDTH ?? 390)
const HEIGHT = Number(process.env.BENCH_FLUID_HEIGHT ?? 844)
const RUNS = Number(process.env.BENCH_FLUID_RUNS ?? 3)
const SECONDS = Number(process.env.BENCH_FLUID_SECONDS ?? 4)

/** The bench measures over wall-clock intervals: here time is the quantity, not a guess. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2
}
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`

interface Target {
  label: string
  url: string
  /** What to wait for before measuring. */
  ready: string | null
  /** Frames come from the worker's reports on this canvas, not from the page's rAF. */
  worker: boolean
}
interface Sample extends WindowFigures {
  frameMs: number
  change: number
  busyMsPerS: number
}

async function measurePage(page: Page, target: Target): Promise<Sample> {
  await page.addInitScript({ content: PROBE })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const busy = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000
  }
  await page.goto(target.url)
  if (target.ready) await page.locator(target.ready).waitFor({ timeout: 30_000 })
  await sleep(1500) // the flow builds up
  await page.evaluate(WINDOW_START)
  const busyBefore = await busy()
  await sleep(SECONDS * 1000)
  const busyMs = (await busy()) - busyBefore
  const figures = await page.evaluate<WindowFigures>(WINDOW_END)
  const frameMs = target.worker ? figures.workerFrameMs : figures.rafFrameMs
  const first = await page.screenshot({ timeout: 120_000 })
  await sleep(2000) // the measured interval
  const change = await page.evaluate<number>(
    MEAN_CHANGE(first, await page.screenshot({ timeout: 120_000 })),
  )
  return { ...figures, frameMs, change, busyMsPerS: busyMs / figures.seconds }
}

/** A built file of the fluid, gzip -9. */
function gzipOf(pattern: RegExp): { name: string; gzip: number } {
  const assets = join(DIST, 'assets')
  const name = readdirSync(assets).find((f) => pattern.test(f))
  if (!name) throw new Error(`no ${String(pattern)} in dist/assets`)
  return { name, gzip: gzipSync(readFileSync(join(assets, name)), { level: 9 }).length }
}

function referenceArg(): string | undefined {
  const at = process.argv.indexOf('--reference')
  const dir = at >= 0 ? process.argv[at + 1] : process.env.BENCH_FLUID_REFERENCE
  return dir ? resolve(dir) : undefined
}

export async function runFluidBench(reference = referenceArg()): Promise<void> {
  const files = [gzipOf(/^fluid-canvas.*\.js$/), gzipOf(/^fluid\.worker-.*\.js$/)]
  const server = await serveDist(DIST)
  const referenceServer = reference ? await serveDist(reference) : null
  // Another build's /ether measured in the same runs, e.g. the commit before a change.
  const compare = process.env.BENCH_FLUID_COMPARE
  const compareServer = compare ? await serveDist(compare) : null
  const targets: Target[] = [
    { label: 'empty canvas', url: `${server.url}${EMPTY_PAGE}`, ready: null, worker: false },
    { label: '/ether', url: `${server.url}/ether`, ready: '[data-frames]', worker: true },
  ]
  if (compareServer)
    targets.push({
      label: `/ether of ${compare}`,
      url: `${compareServer.url}/ether`,
      ready: '[data-testid="fluid-canvas"]',
      worker: false,
    })
  if (referenceServer)
    targets.push({
      label: 'LiquidEther',
      url: `${referenceServer.url}/`,
      ready: 'canvas',
      worker: false,
    })
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.label, []]))
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const target of targets) {
        // A browser per page: its GPU process would otherwise still be drawing the frames the
        // previous page queued (seen as a 200 ms "empty" page after the old /ether).
        const browser = await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        })
        try {
          const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
          samples.get(target.label)?.push(await measurePage(page, target))
        } finally {
          await browser.close()
        }
      }
    }
  } finally {
    await server.close()
    await referenceServer?.close()
    await compareServer?.close()
  }
  const of = (label: string, pick: (s: Sample) => number) => (samples.get(label) ?? []).map(pick)
  console.log(
    `\nFluid at ${WIDTH}x${HEIGHT} in software WebGL, ${RUNS} interleaved runs of ${SECONDS} s; medians (spread)\n`,
  )
  console.table(
    targets.map(({ label }) => {
      const cell = (pick: (s: Sample) => number, digits = 1) => {
        const xs = of(label, pick)
        return `${median(xs).toFixed(digits)} (${spread(xs)})`
      }
      return {
        page: label,
        'frame ms': cell((s) => s.frameMs),
        fps: (1000 / median(of(label, (s) => s.frameMs))).toFixed(1),
        'pixel change / 2 s': cell((s) => s.change),
        'main rAF / s': cell((s) => s.rafPerS),
        'main long tasks': cell((s) => s.longTasks, 0),
        'main busy ms / s': cell((s) => s.busyMsPerS),
      }
    }),
  )
  if (referenceServer) {
    const raw = (pick: (s: Sample) => number) =>
      median(of('/ether', pick)) / median(of('LiquidEther', pick))
    const ratio = (pick: (s: Sample) => number) => raw(pick).toFixed(2)
    recordGoal({
      key: 'fluid',
      where: '/ether, software WebGL',
      figures: `${median(of('/ether', (s) => s.frameMs)).toFixed(1)} / ${median(of('LiquidEther', (s) => s.frameMs)).toFixed(1)} ms, motion ${ratio((s) => s.change)}x`,
      ratio: raw((s) => s.frameMs),
    })
    console.log(
      `/ether vs LiquidEther: frame time ${ratio((s) => s.frameMs)}x (goal <= 0.5x), ` +
        `motion ${ratio((s) => s.change)}x (goal >= 1x), main-thread busy ${ratio((s) => s.busyMsPerS)}x, ` +
        `main-thread rAF calls/s ${median(of('/ether', (s) => s.rafPerS)).toFixed(1)} (goal 0)`,
    )
  }
  for (const f of files) console.log(`${f.name}: ${(f.gzip / 1024).toFixed(1)} KB gzip -9`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runFluidBench()
