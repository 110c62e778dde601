// The server in-process over a small built client written to a temporary dist/ (the shapes
// `vite build` leaves: an index.html with an inline script, hashed assets, the service worker, the
// manifest, an icon), precompressed as `npm run build` does; for the tests of how files are sent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../server/app'
import { refreshTldPrices } from '../../server/core/catalog/pricing'
import { createSandboxRegistrar } from '../../server/providers/registrar/sandbox'
import { parseConfig } from '../../server/config'
import { createLogger } from '../../server/logger'
import { precompress } from '../../scripts/precompress'
import { TEST_BOT_TOKEN, TEST_SECRETS_KEY } from './test-app'
import { createTestDatabase } from './test-db'

export const INLINE = 'window.__boot = performance.now()'
export const INDEX =
  `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div><script type="text/html" id="held"><p>x</p></script></body></html>`.padEnd(
    2000,
    ' ',
  )
export const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))}\n`
const STYLE = Array.from({ length: 60 }, (_, i) => `.c${i}{margin:${i}px;color:red}`).join('\n')
const WORKER = `self.addEventListener('fetch', () => {})\n${'// precache list\n'.repeat(40)}`
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex')

/** Path in dist/ → file contents. */
export const BUILT: Record<string, string | Buffer> = {
  'index.html': INDEX,
  'assets/app-abc123.js': SCRIPT,
  'assets/style-abc123.css': STYLE,
  'sw.js': WORKER,
  'manifest.webmanifest': JSON.stringify({ name: 'x'.repeat(400) }),
  'icons/icon-192.png': PNG,
}

export async function createBuiltApp(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'))
  for (const [path, body] of Object.entries(BUILT)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), body)
  }
  const { files } = precompress(dir)
  const database = await createTestDatabase('pglite')
  // Prices as a started server has them: without a price book the search answers 503.
  await refreshTldPrices(database.db, createSandboxRegistrar(database.db))
  const config = parseConfig({
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_MODE: 'off',
    SECRETS_KEY: TEST_SECRETS_KEY,
    NODE_ENV: 'test',
    ...env,
  })
  const { app } = createApp({
    config,
    database,
    logger: createLogger('silent'),
    botToken: TEST_BOT_TOKEN,
    staticDir: dir,
  })
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.request(path, { method, headers })
  return {
    app,
    dir,
    /** How many files the build step precompressed. */
    precompressed: files,
    get,
    async close() {
      await database.destroy()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
