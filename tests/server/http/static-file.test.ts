// Revalidation and HEAD as a browser and a cache use them: every built file carries an ETag of its
// own representation (brotli, gzip and plain differ), a matching If-None-Match (strong, weak or *)
// or a fresh If-Modified-Since costs a 304 with no body, and HEAD answers GET's headers without
// the body. fileIn never names a file outside dist/, a dotfile or a compressed twin.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileIn } from '../../../server/http/static-file'
import { createBuiltApp } from '../../helpers/built-app'

describe('static files: ETag, 304 and HEAD', () => {
  let built: Awaited<ReturnType<typeof createBuiltApp>>
  beforeAll(async () => {
    built = await createBuiltApp()
  })
  afterAll(() => built.close())

  it.each(['/', '/domain/example.com', '/sw.js', '/assets/app-abc123.js', '/icons/icon-192.png'])(
    'answers a revalidation of %s with a 304 only for the same representation',
    async (path) => {
      const br = { 'Accept-Encoding': 'br' }
      const first = await built.get(path, br)
      const etag = first.headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[^"]+"$/)
      const again = await built.get(path, { ...br, 'If-None-Match': etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
      const weak = await built.get(path, { ...br, 'If-None-Match': `"other", W/${etag}` })
      expect(weak.status).toBe(304)
      const changed = await built.get(path, { ...br, 'If-None-Match': '"other"' })
      expect(changed.status).toBe(200)
      expect((await changed.arrayBuffer()).byteLength).toBeGreaterThan(0)
    },
  )

  it('gives each encoding its own ETag, so a gzip copy never validates a brotli one', async () => {
    const tags = new Set<string | null>()
    for (const encoding of ['br', 'gzip', 'identity'])
      tags.add((await built.get('/', { 'Accept-Encoding': encoding })).headers.get('etag'))
    expect(tags.size).toBe(3)
    const brTag = (await built.get('/', { 'Accept-Encoding': 'br' })).headers.get('etag') ?? ''
    const gz = await built.get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': brTag })
    expect(gz.status).toBe(200)
    expect(gz.headers.get('content-encoding')).toBe('gzip')
  })

  it('honours If-Modified-Since when there is no If-None-Match', async () => {
    const first = await built.get('/manifest.webmanifest')
    const modified = first.headers.get('last-modified') ?? ''
    expect(Date.parse(modified)).not.toBeNaN()
    expect(
      (await built.get('/manifest.webmanifest', { 'If-Modified-Since': modified })).status,
    ).toBe(304)
    const before = new Date(Date.parse(modified) - 60_000).toUTCString()
    expect((await built.get('/manifest.webmanifest', { 'If-Modified-Since': before })).status).toBe(
      200,
    )
  })

  it.each(['/', '/admin', '/assets/style-abc123.css', '/sw.js'])(
    'answers HEAD %s with GET headers and no body',
    async (path) => {
      const headers = { 'Accept-Encoding': 'gzip' }
      const get = await built.get(path, headers)
      const head = await built.get(path, headers, 'HEAD')
      expect(head.status).toBe(200)
      expect(await head.text()).toBe('')
      for (const name of [
        'content-type',
        'content-encoding',
        'content-length',
        'etag',
        'cache-control',
        'vary',
      ])
        expect(head.headers.get(name), name).toBe(get.headers.get(name))
    },
  )

  it('names only files inside dist/, never a dotfile or a compressed twin', () => {
    const dir = '/srv/dist'
    expect(fileIn(dir, '/')).toBe(join(dir, 'index.html'))
    expect(fileIn(dir, '/assets/a-1.js')).toBe(join(dir, 'assets/a-1.js'))
    expect(fileIn(dir, '/a/../../../etc/passwd')).toBe(join(dir, 'etc/passwd'))
    expect(fileIn(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBe(join(dir, 'etc/passwd'))
    for (const bad of [
      '/.env',
      '/assets/.hidden',
      '/x%00.js',
      '/a\\b',
      '/%E0%A4%A',
      '/index.html.br',
      '/a.js.gz',
    ])
      expect(fileIn(dir, bad), bad).toBeUndefined()
  })
})
