// The app's side of the reopen benchmark: its production server on the built dist/ (a fresh data
// directory, the bot off) and what its first visit must leave behind before a reopen can be timed.
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const PORT = Number(process.env.BENCH_REOPEN_PORT ?? 8803)
export const baseFor = (port: number) => `http://127.0.0.1:${port}`
export const BASE = baseFor(PORT)
export const BOT_TOKEN = '7000000002:AAReopenBenchTokenForLocalRunsOnly_xyz'

/** The production server of the checkout at `root` (its own code and its own dist/) on `port`. */
export async function startServer(dataDir: string, root = ROOT, port = PORT) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: String(port),
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
    const ok = await fetch(`${baseFor(port)}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return child
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}

/**
 * True once IndexedDB database `db`, store `store` holds under `key` something containing `needle`.
 * Never creates the database: one opened here before the app's own (empty, version 1, no store)
 * left idb-keyval unable to write, so the first visit timed out whenever the poll came first.
 */
export function idbHas(page: Page, db: string, store: string, key: string, needle: string) {
  return page.evaluate(
    ([db, store, key, needle]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(db)
        open.onupgradeneeded = () => open.transaction?.abort()
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
