// The reference apps of the reopen benchmark, tests/bench/baseline-app (React + Router + Query) and
// tests/bench/card-stack-app (every client package the product was ordered with): each built with
// the project's own vite into a temporary directory, given a service worker that precaches every
// built file, and served by a small static server with the same cache headers as the real one (HTML
// revalidated, hashed assets immutable) and one JSON endpoint for its list.
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { files, precachingServiceWorker } from './precache-worker'

export type ReferenceApp = 'baseline-app' | 'card-stack-app'

/** The same twelve rows the app's table shows, more or less: the content is not what is measured. */
const ROWS = [
  'com',
  'net',
  'org',
  'io',
  'dev',
  'app',
  'xyz',
  'me',
  'co',
  'ru',
  'online',
  'site',
].map((domain, i) => ({ domain, price: 9.99 + i }))

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

export async function buildBaseline(outDir: string, app: ReferenceApp = 'baseline-app') {
  await build({
    root: fileURLToPath(new URL(`./${app}/`, import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
  writeFileSync(join(outDir, 'sw.js'), precachingServiceWorker(files(outDir)))
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export async function serveBaseline(dir: string): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/api/rows') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      return res.end(JSON.stringify(ROWS))
    }
    const file = normalize(join(dir, path === '/' || !extname(path) ? 'index.html' : path))
    if (!file.startsWith(dir)) return res.writeHead(400).end()
    let body: Buffer
    try {
      body = readFileSync(file)
    } catch {
      return res.writeHead(404).end()
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
