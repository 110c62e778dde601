// Reopen benchmark (issue 11): the app against an empty React + TanStack Router + Query PWA built
// in the same run (tests/bench/baseline-app). Each reopens after one online visit, offline, with
// the CPU slowed 4x, as a new tab and as a cold browser relaunch, with a service worker and without
// one (Telegram iOS has none: only the API is cut there); runs interleaved, median and spread. The
// figure is the time from navigation start to the frame showing the cached table's rows. Also the
// first route's JS, gzip -9. Needs a build of the app (`npm run build`); never fails on time.
import { spawn } from 'node:child_process'
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

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PORT = Number(process.env.BENCH_REOPEN_PORT ?? 8803)
const BASE = `http://127.0.0.1:${PORT}`
const BOT_TOKEN = '7000000002:AAReopenBenchTokenForLocalRunsOnly_xyz'
const RUNS = Number(process.env.BENCH_REOPEN_RUNS ?? 7)

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOT_TOKEN,
      BOT_MODE: 'off',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`${BASE}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return child
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}

/** True once IndexedDB database `db`, store `store` holds key `key` (optionally passing `test`). */
function idbHas(page: Page, db: string, store: string, key: string, needle: string) {
  return page.evaluate(
    ([db, store, key, needle]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(db)
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains(store)) return resolve(false)
          const get = open.result.transaction(store).objectStore(store).get(key)
          get.onsuccess = () => resolve(JSON.stringify(get.result ?? null).includes(needle))
          get.onerror = () => resolve(false)
        }
      }),
    [db, store, key, needle] as const,
  )
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN
const spread = (xs: number[]) => `${sorted(xs)[0]?.toFixed(0)}-${sorted(xs).at(-1)?.toFixed(0)}`

function gzipOf(dist: string, scripts: string[]) {
  const gz = scripts.map((s) => gzipSync(readFileSync(join(dist, s)), { level: 9 }).length)
  return { files: scripts.length, kb: gz.reduce((a, b) => a + b, 0) / 1000 }
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
    for (const p of profiles) await firstVisit(p)

    const times = new Map<string, number[]>()
    const record = (mode: string, p: Profile, ms: number) => {
      const key = `${mode}|${p.name}`
      times.set(key, [...(times.get(key) ?? []), ms])
    }
    const tabs = await openTabs(profiles)
    try {
      for (const p of profiles) await tabs.reopen(p) // warm-up: the first tab after a launch
      for (let i = 0; i < RUNS; i++)
        for (const p of profiles) record('tab', p, await tabs.reopen(p))
    } finally {
      await tabs.close()
    }
    for (let i = 0; i < RUNS; i++)
      for (const p of profiles) record('relaunch', p, await relaunch(p))

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
