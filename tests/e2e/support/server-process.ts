// One real server process the way an operator runs it (`node --import tsx server/main.ts` on the
// built dist/), with a fresh DATA_DIR (PGlite) or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set. Used by the run's global setup and by specs that need their own server
// with other providers. `stop()` sends SIGTERM and removes what it made.
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

export interface ServerProcess {
  base: string
  stop(): Promise<void>
}

/**
 * Starts the server on `port` with the e2e secrets and `env` on top, and resolves once /healthz
 * answers; throws with the log's tail if it never does.
 */
export async function startServerProcess(opts: {
  port: number
  env?: Record<string, string>
}): Promise<ServerProcess> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (npm run test:e2e does)')
  }
  const base = `http://127.0.0.1:${opts.port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'domains-e2e-'))
  const database = process.env.TEST_DATABASE_URL
    ? await createDatabase(process.env.TEST_DATABASE_URL)
    : undefined
  mkdirSync(join(ROOT, 'tests/.tmp'), { recursive: true })
  const logPath = join(ROOT, 'tests/.tmp', `e2e-server-${opts.port}.log`)
  const log = createWriteStream(logPath)

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOT_TOKEN: E2E_BOT_TOKEN,
      BOT_MODE: 'off',
      SECRETS_KEY: E2E_SECRETS_KEY,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      ADMIN_IDS: String(E2E_ADMIN_ID),
      MAINTENANCE_POLL_MS: '1000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...opts.env,
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

  return {
    base,
    async stop() {
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(killer)
      log.end()
      await cleanup()
    },
  }
}
