// Text the server writes per request, as a client reads it: API JSON and /metrics of 1 KiB or more
// go out brotli or gzip per Accept-Encoding and decode to what a client without compression gets;
// small answers (errors, /healthz) stay plain; all of them say Vary: Accept-Encoding; HEAD matches.
// A built file without a precompressed twin goes the same way, with its true length.
import { serve } from '@hono/node-server'
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { Hono } from 'hono'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInitData } from '../../../server/demo'
import { COMPRESS_MIN_BYTES, compressText } from '../../../server/http/compress-text'
import type { AppEnv } from '../../../server/http/env'
import { createBuiltApp } from '../../helpers/built-app'
import { TEST_BOT_TOKEN, defaultUser } from '../../helpers/test-env'

const decode = { br: brotliDecompressSync, gzip: gunzipSync }
/**
 * A metrics page without its figures: which series exist, not how many requests were counted.
 * Node's own (process_*, nodejs_*: handles by type, GC by kind) may gain a series between scrapes.
 */
const series = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^(# \w+ )?(process|nodejs)_/.test(line))
    .join('\n')
    .replace(/ [\d.e+-]+$/gm, '')

describe('text compression of dynamic answers', () => {
  let built: Awaited<ReturnType<typeof createBuiltApp>>
  beforeAll(async () => {
    built = await createBuiltApp({
      RATE_SEARCH_PER_MIN: '1',
      RATE_ADDRESS_MULTIPLIER: '1',
      METRICS_PUBLIC: 'true',
    })
  })
  afterAll(() => built.close())

  it('sends the OpenAPI document brotli, gzip or plain, decoding to the same JSON', async () => {
    const plain = await built.get('/api/openapi.json')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(1024)
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await built.get('/api/openapi.json', { 'Accept-Encoding': encoding })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(res.headers.get('content-type')).toContain('application/json')
      const body = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
      expect(body.length).toBeLessThan(text.length / 4)
      expect(decode[encoding](body).toString()).toBe(text)
    }
  })

  it('compresses /metrics, the same series as the plain page', async () => {
    await built.get('/metrics') // counted once, the page lists its own series from then on
    const res = await built.get('/metrics', { 'Accept-Encoding': 'gzip, br' })
    const plain = await (await built.get('/metrics')).text()
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(text).toContain('# TYPE http_requests_total counter')
    expect(series(text)).toBe(series(plain))
  })

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const headers = { 'Accept-Encoding': 'gzip' }
    const get = await built.get('/api/openapi.json', headers)
    const head = await built.get('/api/openapi.json', headers, 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    for (const name of ['content-encoding', 'content-length', 'vary'])
      expect(head.headers.get(name), name).toBe(get.headers.get(name))
  })

  it('keeps small answers and errors plain, still varying on Accept-Encoding', async () => {
    const br = { 'Accept-Encoding': 'br' }
    const json = { ...br, 'Content-Type': 'application/json' }
    const search = () =>
      built.app.request(
        '/api/search',
        {
          method: 'POST',
          headers: { ...json, Authorization: `tma ${signInitData(defaultUser, TEST_BOT_TOKEN)}` },
          body: JSON.stringify({ query: 'plainword' }),
        },
        { incoming: { socket: { remoteAddress: '198.51.100.77' } } },
      )
    expect((await search()).status).toBe(200)
    const answers = [
      await built.get('/healthz', br),
      await built.get('/api/no-such-route', br),
      await built.app.request('/api/search', { method: 'POST', headers: json, body: '{bad' }),
      await search(),
    ]
    expect(answers.map((r) => r.status)).toEqual([200, 404, 400, 429])
    for (const res of answers) {
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(await res.json()).toBeTypeOf('object')
    }
  })

  it('sends a built text file without a precompressed twin compressed, with its true length', async () => {
    // A build not followed by scripts/precompress.ts. The plain file's Content-Length once went out
    // with the compressed body, and a browser waited for bytes that never came.
    const text = `.late{color:blue}\n`.repeat(200)
    writeFileSync(join(built.dir, 'assets/late-abc123.css'), text)
    const plain = await built.get('/assets/late-abc123.css')
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await built.get('/assets/late-abc123.css', { 'Accept-Encoding': encoding })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      const body = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
      expect(body.length).toBeLessThan(text.length / 4)
      expect(decode[encoding](body).toString()).toBe(text)
      expect(res.headers.get('etag')).not.toBe(plain.headers.get('etag'))
    }
    // Over a socket, read by Node's own HTTP client (undici), which decodes brotli itself. A hashed
    // asset is public, so this second brotli answer is the kept copy of the first.
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: built.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    try {
      const { port } = server.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/assets/late-abc123.css`, {
        headers: { 'Accept-Encoding': 'br' },
      })
      expect(await res.text()).toBe(text)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('compressed copies of public answers', () => {
  const rows = Array.from({ length: 400 }, (_, i) => ({ domain: `tld${i}`, price: 10.48 + i }))
  function countingApp() {
    const calls: string[] = []
    const app = new Hono<AppEnv>()
    app.use(
      compressText(COMPRESS_MIN_BYTES, (raw, encoding) => {
        calls.push(encoding)
        return Promise.resolve(encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw))
      }),
    )
    app.get('/public', (c) => {
      c.header('Cache-Control', 'public, max-age=60')
      return c.json({ rows })
    })
    app.get('/public-changed', (c) => {
      c.header('Cache-Control', 'public, max-age=60')
      return c.json({ rows: rows.slice(1) })
    })
    app.get('/private', (c) => c.json({ rows }))
    app.get('/no-store', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ rows })
    })
    const get = async (path: string, encoding: 'br' | 'gzip') => {
      const res = await app.request(path, { headers: { 'Accept-Encoding': encoding } })
      expect(res.headers.get('content-encoding')).toBe(encoding)
      const body = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
      return JSON.parse(decode[encoding](body).toString()) as { rows: unknown[] }
    }
    return { calls, get }
  }

  it('compresses a public answer once per encoding and content, and sends the kept copy after', async () => {
    const { calls, get } = countingApp()
    for (let i = 0; i < 3; i++) expect((await get('/public', 'br')).rows).toEqual(rows)
    expect(calls).toEqual(['br'])
    expect((await get('/public', 'gzip')).rows).toEqual(rows)
    expect((await get('/public', 'gzip')).rows).toEqual(rows)
    expect(calls).toEqual(['br', 'gzip'])
    // New content is compressed anew, never answered with an older copy.
    expect((await get('/public-changed', 'br')).rows).toEqual(rows.slice(1))
    expect(calls).toEqual(['br', 'gzip', 'br'])
  })

  it('compresses every answer that is not public, each time', async () => {
    const { calls, get } = countingApp()
    for (const path of ['/private', '/private', '/no-store', '/no-store'])
      expect((await get(path, 'br')).rows).toEqual(rows)
    expect(calls).toEqual(['br', 'br', 'br', 'br'])
  })
})
