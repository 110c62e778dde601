// Lighthouse (issue 11): the mobile performance category of the home route, as a first visit sees
// it, against the built app served by the real server process. Lighthouse is heavy, so it is not a
// dependency: npx fetches the pinned release (the last line that runs on Node 20). A single shared
// machine is noisy, so it runs RUNS times and prints the median of the score and of each metric.
// Needs a build (`npm run build`); builds nothing itself and never fails on time.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium'
import { startAppServer } from './app-server'
import { startH2Front } from './h2-front'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const LIGHTHOUSE = 'lighthouse@12.8.2'
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8807)
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const
type Metric = keyof typeof METRICS

interface Audit {
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  details?: { items?: AuditItem[] }
}
interface AuditItem {
  node?: { selector?: string }
  score?: number
  /** Nested tables (the LCP element's audit: the element, then its phases). */
  items?: { node?: { selector?: string }; phase?: string; timing?: number }[]
}
interface Report {
  categories: { performance: { score: number } }
  audits: Record<string, Audit>
  environment: { benchmarkIndex: number }
}
interface Run {
  score: number
  metrics: Record<Metric, number>
  benchmarkIndex: number
  /** What Lighthouse flags: audit id and how it reads, for audits short of full marks. */
  flagged: [string, string][]
}

function lighthouse(url: string, output: string, flags: string[]): Promise<void> {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${[...CHROMIUM_ARGS, ...flags].join(' ')}`,
    '--quiet',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      cwd: tmpdir(),
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (d: Buffer) => (err += d.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${err.slice(-800)}`)),
    )
  })
}

function readRun(path: string): Run {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report
  const metrics = {} as Record<Metric, number>
  for (const [key, id] of Object.entries(METRICS) as [Metric, string][])
    metrics[key] = report.audits[id]?.numericValue ?? NaN
  // What Lighthouse flags: scored audits short of full marks (metrics excluded).
  const metricIds = new Set<string>(Object.values(METRICS))
  const flagged = Object.entries(report.audits)
    .filter(([id, a]) => !metricIds.has(id) && a.score !== null && a.score < 0.9)
    .filter(
      ([, a]) =>
        a.scoreDisplayMode === 'numeric' ||
        a.scoreDisplayMode === 'binary' ||
        a.scoreDisplayMode === 'metricSavings',
    )
    .map(([id, a]): [string, string] => [
      id,
      `${id}${a.displayValue ? ` (${a.displayValue})` : ''}`,
    ])
  // Which elements moved, when something did: the layout shift is the one figure a page can zero.
  for (const shift of report.audits['layout-shifts']?.details?.items ?? [])
    flagged.push([
      `shift ${shift.node?.selector}`,
      `shifted: ${shift.node?.selector} (${shift.score?.toFixed(3)})`,
    ])
  // Which element was the largest paint, and where its time went, when it came late.
  const [lcpElement, lcpPhases] =
    report.audits['largest-contentful-paint-element']?.details?.items ?? []
  const lcpSelector = lcpElement?.items?.[0]?.node?.selector
  if (lcpSelector && metrics.LCP > metrics.FCP) {
    const phases = (lcpPhases?.items ?? [])
      .map(({ phase, timing }) => `${phase} ${Math.round(timing ?? NaN)} ms`)
      .join(', ')
    flagged.push([
      `lcp ${lcpSelector}`,
      `largest paint after the first: ${lcpSelector} (${phases})`,
    ])
  }
  return {
    score: Math.round(report.categories.performance.score * 100),
    metrics,
    benchmarkIndex: report.environment.benchmarkIndex,
    flagged,
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const format = (key: Metric, v: number) => (key === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`)

function row(mode: string, run: string, runs: Run[]) {
  const m = (pick: (r: Run) => number) => median(runs.map(pick))
  return {
    mode,
    run,
    score: String(m((r) => r.score)),
    ...Object.fromEntries(
      (Object.keys(METRICS) as Metric[]).map((k) => [
        k,
        format(
          k,
          m((r) => r.metrics[k]),
        ),
      ]),
    ),
    benchmarkIndex: String(Math.round(m((r) => r.benchmarkIndex))),
  }
}

export async function runLighthouseBench(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.log('Lighthouse benchmark skipped: no build in dist/ (run `npm run build`).')
    return
  }
  const tmp = mkdtempSync(join(tmpdir(), 'lighthouse-bench-'))
  const server = await startAppServer({ port: PORT, dataDir: join(tmp, 'data') })
  const front = await startH2Front({ target: server.url, port: PORT + 1, dir: tmp })
  // The Node server as such (HTTP/1.1: at most 6 connections, each chunk a round trip), and the
  // way users get it in production: over https through the proxy, HTTP/2.
  const modes = [
    { name: 'HTTP/1.1, Node directly', url: `${server.url}/`, flags: [] },
    { name: 'HTTP/2 + TLS front', url: `${front.url}/`, flags: ['--ignore-certificate-errors'] },
  ]
  try {
    const runs = new Map<string, Run[]>()
    for (let i = 0; i < RUNS; i++)
      for (const mode of modes) {
        const output = join(tmp, `run-${i}-${runs.size}.json`)
        await lighthouse(mode.url, output, mode.flags)
        runs.set(mode.name, [...(runs.get(mode.name) ?? []), readRun(output)])
      }
    const rows = []
    for (const mode of modes) {
      const list = runs.get(mode.name) ?? []
      list.forEach((r, i) => rows.push(row(mode.name, String(i + 1), [r])))
      rows.push(row(mode.name, 'median', list))
    }
    console.log(
      `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile performance of the home route (first visit, simulated slow 4G, 4x CPU), ${RUNS} runs per mode, interleaved\n`,
    )
    console.table(rows)
    const flagged = new Map<string, string>()
    for (const r of [...runs.values()].flat())
      for (const [id, shown] of r.flagged) if (!flagged.has(id)) flagged.set(id, shown)
    if (flagged.size)
      console.log(`Flagged in at least one run: ${[...flagged.values()].join('; ')}`)
  } catch (err) {
    console.log('Lighthouse benchmark failed to run:', err instanceof Error ? err.message : err)
  } finally {
    await front.close()
    await server.close()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await runLighthouseBench()
