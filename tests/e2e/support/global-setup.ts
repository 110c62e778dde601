// Starts ONE real server process for the whole e2e run (the sandbox providers), serving the built
// dist/, and returns the teardown that stops it. The process itself: server-process.ts.
import { startServerProcess } from './server-process'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const base = process.env.E2E_BASE_URL
  if (!base || process.env.E2E_START_SERVER !== '1') return () => Promise.resolve()
  const server = await startServerProcess({
    port: Number(process.env.E2E_PORT),
    env: { SANDBOX_CDN_ACTIVATION_MS: process.env.E2E_SANDBOX_CDN_ACTIVATION_MS ?? '2000' },
  })
  return () => server.stop()
}
