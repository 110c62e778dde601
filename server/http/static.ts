import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Context, Hono } from 'hono'
import type { AppEnv } from './env'
import { inlineScriptHashes } from './security-headers'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Text types worth compressing; the build writes a .br and a .gz beside each (scripts/precompress). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml|map)$/

/** The built index.html, re-read when a new build replaces it. */
function indexReader(dir: string) {
  const path = join(dir, 'index.html')
  let cached: { mtimeMs: number; html: string; hashes: string[] } | undefined
  const read = () => {
    if (!existsSync(path)) return undefined
    const { mtimeMs } = statSync(path)
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(path, 'utf8')
      cached = { mtimeMs, html, hashes: inlineScriptHashes(html) }
    }
    return cached
  }
  return { read, path }
}

/** Picks the precompressed twin the client accepts (brotli first), or undefined for identity. */
function acceptedEncoding(
  c: Context,
  file: string,
): { encoding: string; path: string } | undefined {
  const accepted = (c.req.header('accept-encoding') ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase())
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.includes(encoding) && existsSync(file + ext)) return { encoding, path: file + ext }
  }
  return undefined
}

/**
 * Serves the built client. Hashed assets are immutable and a missing one is a 404 (never the app's
 * HTML cached for a year); the shell, the service worker and the manifest are revalidated so a new
 * build is picked up. Text files go out precompressed when the client accepts it. Any other path
 * gets the app (client routing). Returns the inline script hashes of the current index.html.
 */
export function serveApp(app: Hono<AppEnv>, dir: string): () => readonly string[] {
  const index = indexReader(dir)
  app.use('/*', async (c, next) => {
    await next()
    if (c.req.path.startsWith('/api/')) return
    const html = c.res.headers.get('content-type')?.includes('text/html') ?? false
    if (COMPRESSIBLE.test(c.req.path) || html) c.header('Vary', 'Accept-Encoding')
    // A file from dist (serveStatic sets Last-Modified); its onFound runs too late to add headers.
    if (c.res.status === 200 && c.res.headers.has('last-modified'))
      c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
  })
  app.use('/*', serveStatic({ root: dir, precompressed: true }))
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }))
  app.get('*', (c) => {
    const built = index.read()
    if (!built) return c.text('The app is not built: run npm run build', 503)
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    const twin = acceptedEncoding(c, index.path)
    if (!twin) return c.html(built.html)
    c.header('Content-Encoding', twin.encoding)
    c.header('Content-Type', 'text/html; charset=UTF-8')
    return c.body(readFileSync(twin.path))
  })
  return () => index.read()?.hashes ?? []
}
