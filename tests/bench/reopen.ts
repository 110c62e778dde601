// Reopen benchmark: after one online visit, the network is cut and the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate); the figure is the time from navigation start until the cached
// TLD price table is visible, median of 5 reloads. Measured with the service worker (network cut)
// and as on Telegram for iOS (service workers blocked, only the API cut). Also the gzipped size of
// the JS the first route loads. Needs a build (`npm run build`); prints figures, never fails.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from 'playwright-core'
import { launchHash, signInitData } from '../../server/demo'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PORT = Number(process.env.BENCH_REOPEN_PORT ?? 8803)
const BASE = `http://127.0.0.1:${PORT}`
const BOT_TOKEN = '7000000002:AAReopenBenchTokenForLocalRunsOnly_xyz'
const RUNS = 5
const CPU_SLOWDOWN = 4
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Records when the TLD table first appears, in ms since navigation start (performance.now). */
const WATCH_TABLE = `(() => {
  const seen = () => {
    if (window.__tldTableAt === undefined && document.querySelector('[data-testid="tld-table"]')) {
      window.__tldTableAt = performance.now()
      window.__tldFallback = !!document.querySelector('[data-testid="tld-fallback-note"]')
    }
  }
  new MutationObserver(seen).observe(document, { childList: true, subtree: true })
})()`

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

async function storedPrices(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('domains-mini-app')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('query-cache')) return resolve(false)
          const get = db.transaction('query-cache').objectStore('query-cache').get('client')
          get.onsuccess = () => {
            const stored = get.result as
              { clientState?: { queries?: Array<{ queryKey: unknown[] }> } } | undefined
            const queries = stored?.clientState?.queries ?? []
            resolve(queries.some((q) => q.queryKey[1] === 'domain-prices'))
          }
          get.onerror = () => resolve(false)
        }
      }),
  )
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

interface Reopen {
  times: number[]
  fallbackShown: boolean
}

async function reopenTimes(
  browser: Browser,
  url: string,
  withServiceWorker: boolean,
): Promise<Reopen> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: withServiceWorker ? 'allow' : 'block',
  })
  const page = await context.newPage()
  await page.goto(url)
  await page.getByTestId('tld-table').waitFor()
  await waitFor(() => storedPrices(page), 'the cached prices')
  if (withServiceWorker) {
    await page.evaluate(async () => void (await navigator.serviceWorker.ready))
    await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller !== null), 'the SW')
    await context.setOffline(true)
  } else {
    await context.route('**/api/**', (r) => r.abort('internetdisconnected'))
  }
  await page.addInitScript(WATCH_TABLE)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const times: number[] = []
  let fallbackShown = false
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${BASE}/`)
    await page.waitForFunction(
      () => (window as { __tldTableAt?: number }).__tldTableAt !== undefined,
    )
    const seen = await page.evaluate(() => {
      const w = window as { __tldTableAt?: number; __tldFallback?: boolean }
      return { at: w.__tldTableAt ?? NaN, fallback: w.__tldFallback ?? false }
    })
    times.push(seen.at)
    fallbackShown ||= seen.fallback
  }
  await context.close()
  return { times, fallbackShown }
}

/** Gzipped bytes of every script a cold load of `/` fetches (from dist/, gzip level 9). */
async function firstRouteJs(browser: Browser, url: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path)
  })
  await page.goto(url)
  await page.getByTestId('tld-table').waitFor()
  await page.waitForLoadState('networkidle')
  await context.close()
  let raw = 0
  let gzipped = 0
  for (const path of scripts) {
    const bytes = readFileSync(join(ROOT, 'dist', path))
    raw += bytes.length
    gzipped += gzipSync(bytes, { level: 9 }).length
  }
  return { files: scripts.size, raw, gzipped }
}

export async function runReopenBench(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'sw.js'))) {
    console.log('Reopen benchmark skipped: no build in dist/ (run `npm run build`).')
    return
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'reopen-bench-'))
  const server = await startServer(dataDir)
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const user = { id: 555_000_001, first_name: 'Bench', language_code: 'en' }
    const url = `${BASE}/${launchHash(signInitData(user, BOT_TOKEN))}`
    const sw = await reopenTimes(browser, url, true)
    const ios = await reopenTimes(browser, url, false)
    const js = await firstRouteJs(browser, url)
    const fmt = (r: Reopen) => `${median(r.times).toFixed(0)} ms`
    console.log(
      `\nOffline reopen until the cached TLD table is visible, ${CPU_SLOWDOWN}x CPU, median of ${RUNS}\n`,
    )
    console.table([
      {
        case: 'service worker, network cut',
        median: fmt(sw),
        runs: sw.times.map((t) => t.toFixed(0)).join(' '),
      },
      {
        case: 'no service worker (iOS), API cut',
        median: fmt(ios),
        runs: ios.times.map((t) => t.toFixed(0)).join(' '),
      },
    ])
    if (sw.fallbackShown || ios.fallbackShown)
      console.log('warning: the built-in list showed, not the cache')
    console.log(
      `JS loaded by the first route: ${js.files} files, ${(js.gzipped / 1024).toFixed(1)} KiB gzipped (${(js.raw / 1024).toFixed(1)} KiB raw)`,
    )
  } catch (err) {
    console.log('Reopen benchmark failed to run:', err instanceof Error ? err.message : err)
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runReopenBench()
