// Reopen benchmark (issue 11): the app against an empty React + TanStack Router + Query PWA built
// in the same run (tests/bench/baseline-app). Each reopens after one online visit, offline, with
// the CPU slowed 4x, as a new tab and as a cold browser relaunch, with a service worker and without
// one (Telegram iOS has none: only the API is cut there); runs interleaved, median and spread. The
// figure is the time from navigation start to the frame showing the cached table's rows. Also the
// first route's JS, gzip -9. Needs a build of the app (`npm run build`); never fails on time.
// BENCH_REOPEN_ONLY=js measures only the JS and lists the first route's files (quick, for work on
// the bundle); BENCH_REOPEN_RUNS sets the number of runs.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { launchHash, signInitData } from '../../server/demo'
import { buildBaseline, serveBaseline } from './baseline'
import {
  CPU_SLOWDOWN,
  firstRouteScripts,
  firstVisit,
  openTabs,
  relaunch,
  type Profile,
} from './reopen-browser'
import { BASE, BOT_TOKEN, idbHas, startServer } from './reopen-server'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const JS_ONLY = process.env.BENCH_REOPEN_ONLY === 'js'
const RUNS = Number(process.env.BENCH_REOPEN_RUNS ?? 7)

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN
const spread = (xs: number[]) => `${sorted(xs)[0]?.toFixed(0)}-${sorted(xs).at(-1)?.toFixed(0)}`

function gzipOf(dist: string, scripts: string[]) {
  const each = scripts.map((file) => ({
    file,
    kb: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000,
  }))
  return { files: scripts.length, kb: each.reduce((a, b) => a + b.kb, 0), each }
}

/** Every profile reopened RUNS times as a tab, then RUNS times as a relaunch, interleaved. */
async function timeReopens(profiles: Profile[]) {
  const times = new Map<string, number[]>()
  const record = (mode: string, p: Profile, ms: number) => {
    const key = `${mode}|${p.name}`
    times.set(key, [...(times.get(key) ?? []), ms])
  }
  const tabs = await openTabs(profiles)
  try {
    for (const p of profiles) await tabs.reopen(p) // warm-up: the first tab after a launch
    for (let i = 0; i < RUNS; i++) for (const p of profiles) record('tab', p, await tabs.reopen(p))
  } finally {
    await tabs.close()
  }
  for (let i = 0; i < RUNS; i++) for (const p of profiles) record('relaunch', p, await relaunch(p))

  const rows = []
  for (const mode of ['tab', 'relaunch'])
    for (const sw of ['SW', 'no SW']) {
      const app = times.get(`${mode}|app, ${sw}`) ?? []
      const base = times.get(`${mode}|base, ${sw}`) ?? []
      rows.push({
        reopen: `${mode}, ${sw === 'SW' ? 'service worker' : 'no service worker'}`,
        'app ms (min-max)': `${median(app).toFixed(0)} (${spread(app)})`,
        'baseline ms (min-max)': `${median(base).toFixed(0)} (${spread(base)})`,
        ratio: `${(median(app) / median(base)).toFixed(2)}x`,
      })
    }
  return rows
}

export async function runReopenBench(): Promise<void> {
  const appDist = join(ROOT, 'dist')
  if (!existsSync(join(appDist, 'sw.js'))) {
    console.log('Reopen benchmark skipped: no build in dist/ (run `npm run build`).')
    return
  }
  const tmp = mkdtempSync(join(tmpdir(), 'reopen-bench-'))
  const baselineDist = join(tmp, 'baseline-dist')
  await buildBaseline(baselineDist)
  const baseline = await serveBaseline(baselineDist)
  const server = await startServer(join(tmp, 'data'))
  try {
    const user = { id: 555_000_001, first_name: 'Bench', language_code: 'en' }
    const appUrl = `${BASE}/${launchHash(signInitData(user, BOT_TOKEN))}`
    // The query cache and, where the app keeps one, the painted snapshot of the home screen.
    const appStored = async (page: Page) =>
      (await idbHas(page, 'domains-mini-app', 'query-cache', 'client', 'domain-prices')) &&
      (await page.evaluate(() => {
        const kept = localStorage.getItem('screen-snapshot')
        return kept === null || kept.includes('tld-row')
      }))
    const baseStored = (page: Page) => idbHas(page, 'keyval-store', 'keyval', 'rq', '"rows"')
    const profiles: Profile[] = []
    for (const serviceWorker of [true, false]) {
      const sw = serviceWorker ? 'SW' : 'no SW'
      profiles.push(
        {
          name: `app, ${sw}`,
          dir: join(tmp, `app-${sw}`),
          url: appUrl,
          serviceWorker,
          stored: appStored,
        },
        {
          name: `base, ${sw}`,
          dir: join(tmp, `base-${sw}`),
          url: `${baseline.url}/`,
          serviceWorker,
          stored: baseStored,
        },
      )
    }
    const rows = []
    if (!JS_ONLY) {
      for (const p of profiles) await firstVisit(p)
      rows.push(...(await timeReopens(profiles)))
    }

    const appJs = gzipOf(appDist, await firstRouteScripts(appUrl, join(tmp, 'js-app')))
    const baseJs = gzipOf(
      baselineDist,
      await firstRouteScripts(`${baseline.url}/`, join(tmp, 'js-base')),
    )
    rows.push({
      reopen: 'JS of the first route, gzip -9',
      'app ms (min-max)': `${appJs.kb.toFixed(1)} KB (${appJs.files} files)`,
      'baseline ms (min-max)': `${baseJs.kb.toFixed(1)} KB (${baseJs.files} files)`,
      ratio: `${(appJs.kb / baseJs.kb).toFixed(2)}x`,
    })
    if (JS_ONLY)
      console.table(appJs.each.map(({ file, kb }) => ({ file, 'KB gzip': kb.toFixed(1) })))
    console.log(
      `\nReopen to the cached table's rows on screen, offline after one visit, ${CPU_SLOWDOWN}x CPU, median of ${RUNS} interleaved runs; baseline = empty React + Router + Query PWA\n`,
    )
    console.table(rows)
  } catch (err) {
    console.log('Reopen benchmark failed to run:', err instanceof Error ? err.message : err)
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await baseline.close()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runReopenBench()
