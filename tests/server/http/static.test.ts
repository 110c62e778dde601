// The built app as a browser receives it, kind by kind: the shell (and every client route), hashed
// assets, the service worker and the manifest each go out brotli, gzip or plain per Accept-Encoding
// (with Vary), decode to the very bytes of the plain answer, and carry their cache policy: hashed
// assets immutable for a year, everything else revalidated. A missing asset or a top-level file
// name is a 404, never the app shell; every answer carries the security headers.
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILT, INDEX, INLINE, createBuiltApp } from '../../helpers/built-app'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const KINDS = [
  { path: '/', file: 'index.html', type: 'text/html', cache: 'no-cache' },
  { path: '/index.html', file: 'index.html', type: 'text/html', cache: 'no-cache' },
  { path: '/domain/example.com', file: 'index.html', type: 'text/html', cache: 'no-cache' },
  { path: '/admin', file: 'index.html', type: 'text/html', cache: 'no-cache' },
  {
    path: '/assets/app-abc123.js',
    file: 'assets/app-abc123.js',
    type: 'javascript',
    cache: IMMUTABLE,
  },
  {
    path: '/assets/style-abc123.css',
    file: 'assets/style-abc123.css',
    type: 'text/css',
    cache: IMMUTABLE,
  },
  { path: '/sw.js', file: 'sw.js', type: 'javascript', cache: 'no-cache' },
  {
    path: '/manifest.webmanifest',
    file: 'manifest.webmanifest',
    type: 'manifest+json',
    cache: 'no-cache',
  },
]
const decode = { br: brotliDecompressSync, gzip: gunzipSync }

describe('static files: encodings and cache policy', () => {
  let built: Awaited<ReturnType<typeof createBuiltApp>>
  beforeAll(async () => {
    built = await createBuiltApp()
  })
  afterAll(() => built.close())

  it('precompresses every text file of the build and leaves images alone', () => {
    expect(built.precompressed).toBe(Object.keys(BUILT).length - 1)
  })

  it.each(KINDS)('sends $path as brotli, gzip or plain, each the same bytes', async (kind) => {
    const plain = await built.get(kind.path)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const bytes = Buffer.from(await plain.arrayBuffer())
    expect(bytes.equals(Buffer.from(BUILT[kind.file] ?? ''))).toBe(true)
    for (const res of [plain, await built.get(kind.path, { 'Accept-Encoding': 'br' })]) {
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(res.headers.get('cache-control')).toBe(kind.cache)
      expect(res.headers.get('content-type')).toContain(kind.type)
    }
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await built.get(kind.path, { 'Accept-Encoding': `${encoding}, deflate` })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('cache-control')).toBe(kind.cache)
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      const body = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
      expect(body.length).toBeLessThan(bytes.length)
      expect(decode[encoding](body).equals(bytes)).toBe(true)
    }
  })

  it('prefers brotli, and honours an encoding refused with q=0', async () => {
    const both = await built.get('/assets/app-abc123.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(both.headers.get('content-encoding')).toBe('br')
    const refused = await built.get('/assets/app-abc123.js', {
      'Accept-Encoding': 'br;q=0, gzip;q=0.8',
    })
    expect(refused.headers.get('content-encoding')).toBe('gzip')
    const none = await built.get('/', { 'Accept-Encoding': 'identity' })
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(await none.text()).toBe(INDEX)
  })

  it('sends images as they are, revalidated, with no Vary', async () => {
    const res = await built.get('/icons/icon-192.png', { 'Accept-Encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a missing asset, a top-level file name or a compressed twin with a 404', async () => {
    for (const path of [
      '/assets/gone-123.js',
      '/favicon.ico',
      '/robots.txt',
      '/assets/app-abc123.js.br',
    ]) {
      const res = await built.get(path, { 'Accept-Encoding': 'br' })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(await res.text(), path).not.toContain('<html')
    }
  })

  it('keeps client routes with dots and nested paths on the app shell', async () => {
    for (const path of ['/domain/example.com/dns', '/admin/users', '/ether']) {
      const res = await built.get(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toContain(INLINE)
    }
  })

  it('sends the security headers, allowing the inline script by its hash only (not the data holder)', async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64')
    // /ether too: the fluid runs on plain WebGL, which compiles no JavaScript at run time.
    for (const path of ['/', '/admin', '/ether', '/assets/app-abc123.js']) {
      const res = await built.get(path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
      expect(csp.match(/'sha256-/g), path).toHaveLength(1)
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("connect-src 'self'")
      expect(csp).toContain('frame-ancestors https://web.telegram.org https://*.telegram.org')
      expect(csp, path).not.toContain('unsafe-eval')
    }
  })

  it('gives API answers, data and never a page, a policy that allows nothing and no framing', async () => {
    for (const path of ['/api/settings', '/api/no-such-route']) {
      const res = await built.get(path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })
})
