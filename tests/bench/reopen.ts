// Reopen benchmark (issue 11): the app against an empty React + TanStack Router + Query PWA built
// in the same run (tests/bench/baseline-app). Each reopens after one online visit, offline, with
// the CPU slowed 4x, as a new tab and as a cold browser relaunch, with a service worker and without
// one (Telegram iOS has none: only the API is cut there); runs interleaved, median and spread. The
// figure is the time from navigation start to the frame showing the cached table's rows; beside it
// the page's own part of it, from the document's creation on, and when that frame reached the
// screen (the browser's first contentful paint). Beside them the floor (floor.ts): the same screen
// as a static page with no script, reopened the same way, the least that screen can cost here. Also
// the first route's JS, gzip -9.
// Needs a build of the app (`npm run build`); never fails on time.
// BENCH_REOPEN_ONLY=js measures only the JS and lists the first route's files (quick, for work on
// the bundle); BENCH_REOPEN_RUNS sets the number of runs; BENCH_REOPEN_MODES=tab-nosw,relaunch-sw
// (any of tab-sw, tab-nosw, relaunch-sw, relaunch-nosw) times only those. BENCH_REOPEN_COMPARE=<a
// checkout with its own build in dist/> adds that build of the app to the same interleaved runs,
// served by its own server: the way to tell whether a change helped, since figures from two runs
// here differ by more than most changes do.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { launchHash, signInitData } from '../../server/demo'
import { buildBaseline, serveBaseline } from './baseline'
import { registerFloorWorker, writeFloor } from './floor'
import {
  CPU_SLOWDOWN,
  firstRouteScripts,
  firstVisit,
  openTabs,
  relaunch,
  type Profile,
  type Reopen,
} from './reopen-browser'
import { BASE, BOT_TOKEN, PORT, baseFor, idbHas, startServer } from './reopen-server'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const JS_ONLY = process.env.BENCH_REOPEN_ONLY === 'js'
const RUNS = Number(process.env.BENCH_REOPEN_RUNS ?? 7)
const COMPARE = process.env.BENCH_REOPEN_COMPARE
const MODES = (process.env.BENCH_REOPEN_MODES ?? 'tab-sw,tab-nosw,relaunch-sw,relaunch-nosw')
  .split(',')
  .map((mode) => mode.trim())
const wanted = (mode: string, serviceWorker: boolean) =>
  MODES.includes(`${mode}-${serviceWorker ? 'sw' : 'nosw'}`)

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
  /** Per `mode|profile`: to the content's frame; the page's own part of it, from the document's
   * creation; and when that frame reached the screen, where the browser told (reopen-browser.ts). */
  const figures = new Map<string, { times: number[]; own: number[]; shown: number[] }>()
  const of = (key: string) => figures.get(key) ?? { times: [], own: [], shown: [] }
  const record = (mode: string, p: Profile, { ms, documentAt, presentedAt }: Reopen) => {
    const key = `${mode}|${p.name}`
    const f = of(key)
    f.times.push(ms)
    f.own.push(ms - documentAt)
    if (Number.isFinite(presentedAt)) f.shown.push(presentedAt)
    figures.set(key, f)
  }
  const inTabs = profiles.filter((p) => wanted('tab', p.serviceWorker))
  const tabs = await openTabs(inTabs)
  try {
    for (const p of inTabs) await tabs.reopen(p) // warm-up: the first tab after a launch
    for (let i = 0; i < RUNS; i++) for (const p of inTabs) record('tab', p, await tabs.reopen(p))
  } finally {
    await tabs.close()
  }
  const relaunched = profiles.filter((p) => wanted('relaunch', p.serviceWorker))
  for (let i = 0; i < RUNS; i++)
    for (const p of relaunched) record('relaunch', p, await relaunch(p))

  const rows = []
  for (const mode of ['tab', 'relaunch'])
    for (const sw of ['SW', 'no SW']) {
      if (!wanted(mode, sw === 'SW')) continue
      const app = of(`${mode}|app, ${sw}`)
      const base = of(`${mode}|base, ${sw}`)
      const other = of(`${mode}|compare, ${sw}`)
      const floor = of(`${mode}|floor, ${sw}`)
      const [appOwn, baseOwn] = [median(app.own), median(base.own)]
      rows.push({
        reopen: `${mode}, ${sw === 'SW' ? 'service worker' : 'no service worker'}`,
        'app ms (min-max)': `${median(app.times).toFixed(0)} (${spread(app.times)})`,
        'baseline ms (min-max)': `${median(base.times).toFixed(0)} (${spread(base.times)})`,
        ratio: `${(median(app.times) / median(base.times)).toFixed(2)}x`,
        'own part, app / baseline ms': `${appOwn.toFixed(0)} / ${baseOwn.toFixed(0)}`,
        'own ratio': `${(appOwn / baseOwn).toFixed(2)}x`,
        'on screen, app / baseline ms (runs)': `${median(app.shown).toFixed(0)} / ${median(base.shown).toFixed(0)} (${app.shown.length}, ${base.shown.length})`,
        'on screen ratio': `${(median(app.shown) / median(base.shown)).toFixed(2)}x`,
        'floor ms (ratio)': `${median(floor.times).toFixed(0)} (${(median(floor.times) / median(base.times)).toFixed(2)}x)`,
        'app / floor': `${(median(app.times) / median(floor.times)).toFixed(2)}x`,
        ...(COMPARE && {
          'compare ms (min-max)': `${median(other.times).toFixed(0)} (${spread(other.times)})`,
          'compare ratio': `${(median(other.times) / median(base.times)).toFixed(2)}x`,
          'compare on screen ratio': `${(median(other.shown) / median(base.shown)).toFixed(2)}x`,
        }),
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
  const compare = COMPARE ? await startServer(join(tmp, 'data-compare'), COMPARE, PORT + 1) : null
  const floorDir = join(tmp, 'floor')
  mkdirSync(floorDir)
  const floor = await serveBaseline(floorDir)
  try {
    const user = { id: 555_000_001, first_name: 'Bench', language_code: 'en' }
    const launch = launchHash(signInitData(user, BOT_TOKEN))
    const appUrl = `${BASE}/${launch}`
    // The query cache and the painted snapshot of the home screen, written 300 ms after the screen
    // settles. A first visit closed before it (as without a service worker, with nothing else to
    // wait for) left none, so every reopen painted the built-in list and waited for the live app.
    // The kept record of this build's first visit is also what the floor page is made of (floor.ts).
    let kept: string | undefined
    const storedBy =
      (keep: boolean) =>
      async (page: Page): Promise<boolean> => {
        if (!(await idbHas(page, 'domains-mini-app', 'query-cache', 'client', 'domain-prices')))
          return false
        const record = await page.evaluate(() => localStorage.getItem('screen-snapshot') ?? '')
        if (!record.includes('tld-row')) return false
        if (keep) kept = record
        return true
      }
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
          stored: storedBy(true),
        },
        ...(compare
          ? [
              {
                name: `compare, ${sw}`,
                dir: join(tmp, `compare-${sw}`),
                url: `${baseFor(PORT + 1)}/${launch}`,
                serviceWorker,
                stored: storedBy(false),
              },
            ]
          : []),
        {
          name: `base, ${sw}`,
          dir: join(tmp, `base-${sw}`),
          url: `${baseline.url}/`,
          serviceWorker,
          stored: baseStored,
        },
        {
          name: `floor, ${sw}`,
          dir: join(tmp, `floor-${sw}`),
          url: `${floor.url}/`,
          serviceWorker,
          stored: async (page: Page) =>
            !serviceWorker || (await page.evaluate<boolean>(registerFloorWorker)),
        },
      )
    }
    const rows = []
    if (!JS_ONLY) {
      const timed = profiles.filter(
        (p) => wanted('tab', p.serviceWorker) || wanted('relaunch', p.serviceWorker),
      )
      profiles.splice(0, profiles.length, ...timed)
      const floors = profiles.filter((p) => p.name.startsWith('floor'))
      for (const p of profiles) if (!floors.includes(p)) await firstVisit(p)
      if (!kept) throw new Error('the first visit kept no snapshot')
      writeFloor(floorDir, appDist, kept)
      for (const p of floors) await firstVisit(p)
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
    for (const child of [server, compare]) {
      child?.kill('SIGTERM')
      if (child) await new Promise((r) => child.once('exit', r))
    }
    await baseline.close()
    await floor.close()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runReopenBench()
