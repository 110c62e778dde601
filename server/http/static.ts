import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'
import type { AppEnv } from './env'
import {
  inlineScriptHashes,
  WORKER_CONTENT_SECURITY_POLICY,
  WORKER_SCRIPT,
} from './security-headers'
import { fileIn, sendFile } from './static-file'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A file-like name at the top level (favicon.ico, robots.txt): never a client route. */
const ROOT_FILE =
  /^\/[^/]+\.(?:ico|png|jpe?g|gif|svg|webp|avif|js|mjs|css|map|json|txt|xml|webmanifest|woff2?|br|gz)$/i

/**
 * The inline script hashes of the built index.html, re-read when a new build replaces it. Every
 * answer asks (its CSP names them), so the file is looked at no more than once a second.
 */
function indexHashes(dir: string, recheckMs = 1000) {
  const path = join(dir, 'index.html')
  let cached: { mtimeMs: number; hashes: string[] } | undefined
  let checkedAt = -Infinity
  return () => {
    const now = performance.now()
    if (cached && now - checkedAt < recheckMs) return cached.hashes
    checkedAt = now
    if (!existsSync(path)) {
      cached = undefined
      return []
    }
    const { mtimeMs } = statSync(path)
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, hashes: inlineScriptHashes(readFileSync(path, 'utf8')) }
    return cached.hashes
  }
}

/**
 * Serves the built client. Hashed assets (/assets/) are immutable, and a missing one is a 404
 * (never the app's HTML cached for a year); everything else (the shell, the service worker, the
 * manifest, icons) is revalidated, so a new build is picked up, and a revalidation costs a 304.
 * Text files go out precompressed when the client accepts it. Any other path gets the app's shell
 * (client routing). Returns the inline script hashes of the current index.html.
 */
export function serveApp(app: Hono<AppEnv>, dir: string): () => readonly string[] {
  const notFound = 'Not found'
  app.get('/*', async (c, next) => {
    const path = fileIn(dir, c.req.path)
    const cache = c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache'
    const sent = path && (await sendFile(c, path, cache))
    if (!sent) return next()
    // A worker's script carries the policy the worker runs under (security-headers.ts).
    if (WORKER_SCRIPT.test(c.req.path))
      sent.headers.set('Content-Security-Policy', WORKER_CONTENT_SECURITY_POLICY)
    return sent
  })
  app.get('/assets/*', (c) => c.text(notFound, 404, { 'Cache-Control': 'no-store' }))
  app.get('*', async (c) => {
    if (ROOT_FILE.test(c.req.path)) return c.text(notFound, 404, { 'Cache-Control': 'no-store' })
    const shell = await sendFile(c, join(dir, 'index.html'), 'no-cache')
    return shell ?? c.text('The app is not built: run npm run build', 503)
  })
  return indexHashes(dir)
}
