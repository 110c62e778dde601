// Compresses text answers of 1 KiB and more on the fly (brotli at a fast level, else gzip) when the
// client accepts it: API JSON, /metrics, /openapi.json, error bodies. Built files arrive here already
// encoded from their precompressed twins (static-file.ts) and pass untouched. Smaller answers stay
// plain: compressing them costs more than it saves. A public answer's compressed copy is kept
// (PUBLIC_COPIES below).
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { AppEnv } from './env'
import { defaultHeader } from './middleware/request-frame'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Compress = (raw: Buffer, encoding: 'br' | 'gzip') => Promise<Buffer>

const compressWith: Compress = (raw, encoding) =>
  encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(raw, { level: 6 })

/**
 * How many compressed public answers are kept. A public answer (`Cache-Control: public`) is the
 * same bytes for everyone, and the price list, fetched on every app open, is one: with a
 * registrar's whole catalog (some 400 TLDs) it is about 20 KB, which brotli at quality 5 takes
 * 0.55 ms to compress.
 * Only public answers: a kept copy answers faster than a new one, and that must never tell a caller
 * anything about someone else's answer.
 */
const PUBLIC_COPIES = 16
const PUBLIC = /(^|[\s,])public([\s,]|$)/i

export const COMPRESS_MIN_BYTES = 1024
const TEXT = /^\s*(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript))/i

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

/** brotli when accepted, else gzip, else undefined (identity). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedEncodings(header)
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
}

/** Whether `text` takes fewer than `limit` bytes in UTF-8 (at most 3 bytes a UTF-16 unit). */
const fewerBytes = (text: string, limit: number) =>
  text.length * 3 < limit || Buffer.byteLength(text) < limit

type Body = (data: string, arg?: unknown, headers?: Record<string, string>) => Response

/** Marks an answer made by `c.json` below as too small to compress: on the answer itself, so no
 * table of answers is kept beside the requests. */
const SMALL = Symbol('small answer')
type Marked = Response & { [SMALL]?: true }

export function compressText(minBytes = COMPRESS_MIN_BYTES, compress: Compress = compressWith) {
  /** Compressed public answers by encoding and content, oldest first. */
  const publicCopies = new Map<string, Buffer>()
  const compressed = async (raw: Buffer, encoding: 'br' | 'gzip', isPublic: boolean) => {
    if (!isPublic) return compress(raw, encoding)
    const key = `${encoding} ${createHash('sha1').update(raw).digest('base64')}`
    const kept = publicCopies.get(key)
    if (kept) return kept
    const made = await compress(raw, encoding)
    publicCopies.set(key, made)
    if (publicCopies.size > PUBLIC_COPIES)
      publicCopies.delete(publicCopies.keys().next().value ?? '')
    return made
  }
  // JSON answers are made here with their size known: reading a body back to learn its size makes
  // the server build the full Response and stream it out and in again, which cost a small answer
  // more than twice the rest of its request. The same answer Hono's c.json makes (c.body with a
  // default Content-Type). One function for every request, called as `c.json(...)`: a closure made
  // per request cost its allocation and, under tsx (which keeps function names), a defineProperty
  // for its name, about 5 us of a trivial request's 160 (measured with --cpu-prof).
  function json(
    this: Context<AppEnv>,
    object: unknown,
    arg?: unknown,
    headers?: Record<string, string>,
  ) {
    const text = JSON.stringify(object)
    const res = (this.body as Body)(text, arg, { 'Content-Type': 'application/json', ...headers })
    if (text === undefined || fewerBytes(text, minBytes)) (res as Marked)[SMALL] = true
    return res
  }
  return createMiddleware<AppEnv>(async (c, next) => {
    c.json = json as typeof c.json
    await next()
    const res = c.res
    // Sent as it is. Its Vary is a default of the frame's kind: Hono keeps an answer with one header
    // (its Content-Type) as the plain object the server writes without building a fetch Headers.
    if ((res as Marked)[SMALL]) return defaultHeader(c, 'Vary', 'Accept-Encoding')
    // Headers first: reading `body` makes the server build the full Response, which a plain
    // answer to a client that accepts no encoding never needs.
    const type = res.headers.get('content-type') ?? ''
    if (res.headers.has('content-encoding') || !TEXT.test(type)) return
    if (!/accept-encoding/i.test(res.headers.get('vary') ?? ''))
      res.headers.append('Vary', 'Accept-Encoding')
    const encoding = preferredEncoding(c.req.header('accept-encoding'))
    if (!encoding || !res.body) return
    const raw = Buffer.from(await res.arrayBuffer())
    // Taken after `body` built the full Response, whose headers are the ones Hono copies onto the
    // new answer: changed in place, so a Content-Length (a built file without a precompressed twin
    // sends one) cannot outlive the compression and leave the client waiting for bytes that never
    // come.
    const headers = res.headers
    let body: Buffer = raw
    if (raw.length >= minBytes) {
      body = await compressed(raw, encoding, PUBLIC.test(headers.get('cache-control') ?? ''))
      headers.set('Content-Encoding', encoding)
      const etag = headers.get('etag')
      if (etag) headers.set('ETag', etag.replace(/"$/, `-${encoding}-live"`))
    }
    headers.set('Content-Length', String(body.length))
    c.res = new Response(new Uint8Array(body), { status: res.status, headers })
  })
}
