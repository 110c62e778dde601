// Starts the real server process (`node --import tsx server/main.ts`) as an operator would, and
// reads what it prints, so tests can see start-up, the demo link and shutdown from outside.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

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
