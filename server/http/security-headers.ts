// Headers every answer carries. The Content-Security-Policy allows only this origin's scripts (plus
// inline scripts of the built index.html, by hash), and framing only by Telegram's web clients so
// the Mini App still opens inside Telegram Web.
import { createHash } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './env'

export const FRAME_ANCESTORS = ['https://web.telegram.org', 'https://*.telegram.org']

/** 'sha256-…' sources for every inline <script> (no src) of an HTML document that runs: not data
 * holders such as `type="text/html"`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = m
    if (/\bsrc\s*=/i.test(attrs) || body === '') continue
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && !type.includes('javascript')) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

// No page may compile code at run time ('unsafe-eval'): the fluid behind every screen and on /ether
// runs on plain WebGL (src/features/fluid/gl-pass.ts), not on a library that builds code with
// `Function`.
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${FRAME_ANCESTORS.join(' ')}`,
  ].join('; ')
}

/** Sets the headers; `scriptHashes` is asked per response so a rebuilt index.html is picked up. */
export function securityHeaders(scriptHashes: () => readonly string[] = () => []) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Content-Security-Policy', contentSecurityPolicy(scriptHashes()))
  })
}
