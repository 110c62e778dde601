// One built file as the server sends it: the precompressed twin the client accepts (brotli, then
// gzip, written by scripts/precompress.ts), an ETag per representation so revalidating a no-cache
// file (the shell, the service worker, the manifest) costs a 304, and HEAD without the body. The
// bytes are kept in memory, keyed by size and mtime: a build is a few MiB, and a new build that
// replaces a file changes its key.
import { readFile, stat } from 'node:fs/promises'
import { join, posix } from 'node:path'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { acceptedEncodings } from './compress-text'

/** Text types worth compressing; the build writes a .br and a .gz beside each (scripts/precompress). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml|map)$/
const TWINS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const

interface Loaded {
  bytes: Uint8Array<ArrayBuffer>
  etag: string
  modified: Date
  encoding?: string
}
const memory = new Map<string, { key: string; bytes: Uint8Array<ArrayBuffer> }>()

async function load(path: string, encoding?: string): Promise<Loaded | undefined> {
  const info = await stat(path).catch(() => undefined)
  if (!info?.isFile()) return undefined
  const key = `${info.size.toString(36)}-${Math.round(info.mtimeMs * 1000).toString(36)}`
  let kept = memory.get(path)
  if (kept?.key !== key) {
    kept = { key, bytes: Uint8Array.from(await readFile(path)) }
    memory.set(path, kept)
  }
  const etag = `"${key}${encoding ? `-${encoding}` : ''}"`
  return { bytes: kept.bytes, etag, modified: info.mtime, encoding }
}

/**
 * The file of `dir` a URL path names, or undefined when it names none it may serve: no way out of
 * `dir`, no dotfiles, no direct request for a compressed twin.
 */
export function fileIn(dir: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (/[\0\\]/.test(decoded) || /\.(?:br|gz)$/.test(decoded)) return undefined
  const rel = posix.normalize(`/${decoded}`).slice(1)
  if (rel.split('/').some((segment) => segment.startsWith('.'))) return undefined
  return join(dir, rel === '' ? 'index.html' : rel)
}

/** True when the client's copy (If-None-Match, else If-Modified-Since) is the one we would send. */
function unchanged(c: Context, file: Loaded): boolean {
  const match = c.req.header('if-none-match')
  if (match !== undefined)
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === file.etag)
  const since = Date.parse(c.req.header('if-modified-since') ?? '')
  return !Number.isNaN(since) && Math.floor(file.modified.getTime() / 1000) * 1000 <= since
}

/** Sends `path` (a file of the build) or answers undefined when there is no such file. */
export async function sendFile(
  c: Context,
  path: string,
  cacheControl: string,
): Promise<Response | undefined> {
  const compressible = COMPRESSIBLE.test(path)
  const accepted = acceptedEncodings(c.req.header('accept-encoding'))
  let file: Loaded | undefined
  if (compressible)
    for (const [encoding, ext] of TWINS)
      if (accepted.has(encoding) && (file = await load(path + ext, encoding))) break
  file ??= await load(path)
  if (!file) return undefined
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: file.etag,
    'Last-Modified': file.modified.toUTCString(),
  }
  if (compressible) headers.Vary = 'Accept-Encoding'
  if (unchanged(c, file)) return c.body(null, 304, headers)
  headers['Content-Type'] = getMimeType(path) ?? 'application/octet-stream'
  headers['Content-Length'] = String(file.bytes.length)
  if (file.encoding) headers['Content-Encoding'] = file.encoding
  if (c.req.method === 'HEAD') return c.body(null, 200, headers)
  return c.body(file.bytes, 200, headers)
}
