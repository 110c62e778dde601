// Starts the real server process (`node --import tsx server/main.ts`) as an operator would, and
// reads what it prints, so tests can see start-up, the demo link and shutdown from outside.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEST_BOT_TOKEN, TEST_SECRETS_KEY } from './test-env'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface ServerProcess {
  child: ChildProcess
  /** Everything printed so far, stdout and stderr apart. */
  stdout(): string
  stderr(): string
  /** Resolves with the first stdout line matching, or rejects when the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>
  exited: Promise<number | null>
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = []
  const check = () => {
    for (const w of [...waiters]) {
      const m = out.match(w.pattern)
      if (m) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(m)
      }
    }
  }
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString()
    check()
  })
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const now = out.match(pattern)
        if (now) return resolve(now)
        waiters.push({ pattern, resolve })
        void exited.then((code) => {
          const m = out.match(pattern)
          if (m) resolve(m)
          else
            reject(new Error(`server exited (${code}) before printing ${pattern}:\n${out}\n${err}`))
        })
      }),
  }
}

/** The port from the server's "server listening" log line. */
export async function listeningPort(server: ServerProcess): Promise<number> {
  const m = await server.waitFor(/"port":(\d+)[^\n]*"msg":"server listening"/)
  return Number(m[1])
}

/**
 * The real server process on the PostgreSQL database at `databaseUrl`, with the test bot token and
 * secrets key, the bot off, an ephemeral data folder removed when the process exits; `env` adds to
 * or overrides that.
 */
export function spawnOnDatabase(databaseUrl: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'domains-server-'))
  const server = spawnServer({
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_MODE: 'off',
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...env,
  })
  void server.exited.then(() => rmSync(dataDir, { recursive: true, force: true }))
  return server
}
