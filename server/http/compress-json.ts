// Compresses API answers of 1 KiB and more on the fly (brotli at a fast level, else gzip) when the
// client accepts it. Small answers stay plain: compressing them costs more than it saves.
import { createMiddleware } from 'hono/factory'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { AppEnv } from './env'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const COMPRESS_MIN_BYTES = 1024

/** The encodings a client accepts, dropping those it refuses with q=0. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name)
  }
  return out
}

export function compressJson(minBytes = COMPRESS_MIN_BYTES) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type') ?? ''
    if (!res.body || res.headers.has('content-encoding') || !type.includes('json')) return
    const accepted = acceptedEncodings(c.req.header('accept-encoding'))
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
    c.header('Vary', 'Accept-Encoding', { append: true })
    if (!encoding) return
    const raw = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    let body: Buffer = raw
    if (raw.length >= minBytes) {
      body =
        encoding === 'br'
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzipAsync(raw, { level: 6 })
      headers.set('Content-Encoding', encoding)
    }
    headers.set('Content-Length', String(body.length))
    c.res = new Response(new Uint8Array(body), { status: res.status, headers })
  })
}
