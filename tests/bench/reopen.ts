// Reopen benchmark (issues 11, 29, 35): the app against an empty React + TanStack Router + Query
// PWA (tests/bench/baseline-app) and the card-stack app, an empty app of every client package the
// product was ordered with (tests/bench/card-stack-app), both built in the same run. Each reopens
// after one online visit, offline, with the CPU slowed 4x, as a new tab and as a cold browser
// relaunch, with a service worker and without one (Telegram iOS has none: only the API is cut
// there); runs interleaved, median and spread. The figure is the time from navigation start to the
// frame showing the cached table's rows; beside it the page's own part of it, from the document's
// creation on, and when that frame reached the screen (the browser's first contentful paint).
// Beside them the floor (floor.ts): the same screen as a static page with no script, reopened the
// same way, the least that screen can cost here. Also the first route's JS, gzip -9. And the
// takeover: when the live app has replaced its painted copy (reopen-watch.ts), beside the
// card-stack app's table painted from its cache.
// Needs a build of the app (`npm run build`); never fails on time.
// BENCH_REOPEN_ONLY=js measures only the JS and lists the first route's files (quick, for work on
// the bundle); BENCH_REOPEN_RUNS sets the number of runs (9 by default);
// BENCH_REOPEN_MODES=tab-nosw,relaunch-sw (any of tab-sw, tab-nosw, relaunch-sw, relaunch-nosw)
// times only those. BENCH_REOPEN_COMPARE=<a
// checkout with its own build in dist/> adds that build of the app to the same interleaved runs,
// served by its own server: the way to tell whether a change helped, since figures from two runs
// here differ by more than most changes do.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { launchHash, signInitData } from '../../server/demo'
import { buildBaseline, serveBaseline } from './baseline'
import { compareFirstRouteJs } from './first-route-js'
import { registerFloorWorker, writeFloor } from './floor'
import { printGoals } from './goals'
import { CPU_SLOWDOWN, firstVisit, type Profile } from './reopen-browser'
import { COMPARE, RUNS, timeReopens, wanted } from './reopen-runs'
import { BASE, BOT_TOKEN, PORT, baseFor, idbHas, startServer } from './reopen-server'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const JS_ONLY = process.env.BENCH_REOPEN_ONLY === 'js'

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
  const stackDist = join(tmp, 'card-stack-dist')
  await buildBaseline(stackDist, 'card-stack-app')
  const stack = await serveBaseline(stackDist)
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
          name: `stack, ${sw}`,
          dir: join(tmp, `stack-${sw}`),
          url: `${stack.url}/`,
          serviceWorker,
          stored: (page: Page) => idbHas(page, 'keyval-store', 'keyval', 'query-cache', '"rows"'),
        },
        {
          name: `floor, ${sw}`,
          dir: join(tmp, `floor-${sw}`),
          url: `${floor.url}/`,
          serviceWorker,
          scriptless: true,
          stored: async (page: Page) =>
            !serviceWorker || (await page.evaluate<boolean>(registerFloorWorker)),
        },
      )
    }
    const timed = { frames: [] as object[], takeovers: [] as object[] }
    if (!JS_ONLY) {
      const wantedOnes = profiles.filter(
        (p) => wanted('tab', p.serviceWorker) || wanted('relaunch', p.serviceWorker),
      )
      profiles.splice(0, profiles.length, ...wantedOnes)
      const floors = profiles.filter((p) => p.name.startsWith('floor'))
      for (const p of profiles) if (!floors.includes(p)) await firstVisit(p)
      if (!kept) throw new Error('the first visit kept no snapshot')
      writeFloor(floorDir, appDist, kept)
      for (const p of floors) await firstVisit(p)
      Object.assign(timed, await timeReopens(profiles))
    }
    const runs = `${CPU_SLOWDOWN}x CPU, median of ${RUNS} interleaved runs`
    if (!JS_ONLY) {
      console.log(
        `\nReopen to the cached table's rows on screen, offline after one visit, ${runs}; baseline = empty React + Router + Query PWA; goal app / floor <= 1.05x\n`,
      )
      console.table(timed.frames)
      console.log(
        `\nTakeover: the live app's table in #root and the painted copy gone, beside the reference apps' tables painted from their caches, ${runs}; goal takeover / card-stack <= 1.00x\n`,
      )
      console.table(timed.takeovers)
    }

    await compareFirstRouteJs(
      {
        app: { dist: appDist, url: appUrl },
        base: { dist: baselineDist, url: `${baseline.url}/` },
        stack: { dist: stackDist, url: `${stack.url}/` },
      },
      tmp,
      JS_ONLY,
    )
  } catch (err) {
    console.log('Reopen benchmark failed to run:', err instanceof Error ? err.message : err)
  } finally {
    for (const child of [server, compare]) {
      child?.kill('SIGTERM')
      if (child) await new Promise((r) => child.once('exit', r))
    }
    await baseline.close()
    await stack.close()
    await floor.close()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runReopenBench()
  printGoals()
}
