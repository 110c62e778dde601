// The built app as the server sends it: a missing asset is a 404 (not the HTML cached for a year),
// text files go out precompressed per Accept-Encoding and decode to the same bytes, API JSON is
// compressed on the fly, and every answer carries the security headers with the inline script's hash.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { parseConfig } from '../../../server/config'
import { createLogger } from '../../../server/logger'
import { precompress } from '../../../scripts/precompress'
import { TEST_BOT_TOKEN, TEST_SECRETS_KEY } from '../../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db'

const INLINE = 'window.__boot = performance.now()'
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))}\n`

describe('static files, compression and security headers', () => {
  let dir: string
  let database: TestDatabase
  let app: ReturnType<typeof createApp>['app']
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), INDEX.padEnd(2000, ' '))
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), SCRIPT)
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'x'.repeat(400) }))
    expect(precompress(dir).files).toBe(3)
    database = await createTestDatabase('pglite')
    const config = parseConfig({
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_MODE: 'off',
      SECRETS_KEY: TEST_SECRETS_KEY,
      NODE_ENV: 'test',
    })
    app = createApp({
      config,
      database,
      logger: createLogger('silent'),
      botToken: TEST_BOT_TOKEN,
      staticDir: dir,
    }).app
  })
  afterAll(async () => {
    await database.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (path: string, encoding?: string) =>
    app.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} })

  it('answers a missing asset with a 404 that is not cached', async () => {
    const res = await get('/assets/gone-123.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).not.toContain('immutable')
    expect(await res.text()).not.toContain('<html')
  })

  it('serves a hashed asset brotli-compressed, immutable, decoding to the same bytes', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toContain('javascript')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.length).toBeLessThan(SCRIPT.length / 2)
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT)
  })

  it('serves gzip to a client without brotli, and identity to one without Accept-Encoding', async () => {
    const gz = await get('/manifest.webmanifest', 'gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gz.headers.get('cache-control')).toBe('no-cache')
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toHaveProperty(
      'name',
    )
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')
    expect(await plain.text()).toBe(SCRIPT)
  })

  it('serves the app shell compressed for client routes, never cached for long', async () => {
    const res = await get('/domains/example.com', 'br')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(INLINE)
    const plain = await get('/domains/example.com')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('<div id="root">')
  })

  it('sends the security headers, allowing the inline script by its hash only', async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64')
    // /ether too: the fluid runs on plain WebGL, which compiles no JavaScript at run time.
    for (const path of ['/', '/admin', '/ether', '/api/settings', '/assets/app-abc123.js']) {
      const res = await get(path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("connect-src 'self'")
      expect(csp).toContain('frame-ancestors https://web.telegram.org https://*.telegram.org')
      expect(csp, path).not.toContain('unsafe-eval')
    }
  })

  it('compresses API JSON above 1 KiB when the client accepts it, and only then', async () => {
    const gz = await get('/api/openapi.json', 'gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const doc = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()) as object
    expect(doc).toHaveProperty('openapi')
    const plain = await get('/api/openapi.json')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(doc)
    const small = await get('/api/maintenance/status', 'gzip')
    expect(small.headers.get('content-encoding')).toBeNull()
  })
})
