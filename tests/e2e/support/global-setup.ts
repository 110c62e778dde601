// Starts ONE real server process for the whole e2e run, the way an operator runs it, serving the
// built dist/: fresh DATA_DIR (PGlite), or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
// Returns the teardown that stops it (SIGTERM) and removes what it made.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { E2E_ADMIN_ID, E2E_ADMIN_TOKEN, E2E_BOT_TOKEN, E2E_SECRETS_KEY } from './env'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

async function createDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

async function waitHealthy(base: string, exited: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline && !exited()) {
    try {
      const res = await fetch(`${base}/healthz`)
      if (res.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const base = process.env.E2E_BASE_URL
  if (!base || process.env.E2E_START_SERVER !== '1') return () => Promise.resolve()
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (npm run test:e2e does)')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'domains-e2e-'))
  const database = process.env.TEST_DATABASE_URL
    ? await createDatabase(process.env.TEST_DATABASE_URL)
    : undefined
  mkdirSync(join(ROOT, 'tests/.tmp'), { recursive: true })
  const logPath = join(ROOT, 'tests/.tmp', `e2e-server-${process.env.E2E_PORT}.log`)
  const log = createWriteStream(logPath)

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOT_TOKEN: E2E_BOT_TOKEN,
      BOT_MODE: 'off',
      SECRETS_KEY: E2E_SECRETS_KEY,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      ADMIN_IDS: String(E2E_ADMIN_ID),
      MAINTENANCE_POLL_MS: '1000',
      // Every e2e request comes from 127.0.0.1: the costly-call limits must not shape the suite.
      RATE_SEARCH_PER_MIN: '100000',
      RATE_PROMO_PER_MIN: '100000',
      RATE_DNS_PER_MIN: '100000',
      RATE_TOPUP_PER_MIN: '100000',
      SANDBOX_CDN_ACTIVATION_MS: process.env.E2E_SANDBOX_CDN_ACTIVATION_MS ?? '2000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  let exitCode: number | null | undefined
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code
      resolve()
    }),
  )

  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }

  if (!(await waitHealthy(base, () => exitCode !== undefined, 120_000))) {
    child.kill('SIGKILL')
    await exited
    await cleanup()
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n')
    throw new Error(`the e2e server did not become healthy at ${base} (exit ${exitCode}):\n${tail}`)
  }

  return async () => {
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(killer)
    log.end()
    await cleanup()
  }
}
