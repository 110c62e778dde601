// The built app served by the real server process (`server/main.ts`), as an operator starts it,
// on its own data directory; for benchmarks that drive a browser against it.
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BOT_TOKEN = '7000000003:AABenchAppServerTokenForLocalRunsOnly'

export interface AppServer {
  url: string
  close(): Promise<void>
}

export async function startAppServer(opts: { port: number; dataDir: string }): Promise<AppServer> {
  const url = `http://127.0.0.1:${opts.port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      BOT_TOKEN,
      BOT_MODE: 'off',
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const close = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { url, close }
    await new Promise((r) => setTimeout(r, 250))
  }
  await close()
  throw new Error('server did not start')
}
