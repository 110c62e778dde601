// Headers every answer carries. The Content-Security-Policy allows only this origin's scripts (plus
// inline scripts of the built index.html, by hash), and framing only by Telegram's web clients so
// the Mini App still opens inside Telegram Web.
import { createHash } from 'node:crypto'
import type { RequestStep } from './middleware/request-frame'

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

// No page may compile code at run time ('unsafe-eval'). The fluid behind every screen and on
// /ether runs regl, which builds its commands with `Function`, so it runs in a dedicated worker
// whose script is served with a policy of its own (below), which Chromium applies to the worker.
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

/** A dedicated worker's script as the build names it (`assets/<name>.worker-<hash>.js`). */
export const WORKER_SCRIPT = /^\/assets\/[\w.-]+\.worker-[\w-]+\.js$/

/** The worker's own policy: its scripts from this origin, compiled at run time by regl; nothing
 * else at all (it fetches nothing and draws only on the canvas the page hands it). */
export const WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self' 'unsafe-eval'"

/**
 * The policy of every /api/ answer: data, never a document. Opened in a tab it may load nothing and
 * be framed by no one (OWASP's advice for REST answers), and the page's long policy, written out
 * again on every call, cost more to send than the answer itself.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * Sets the headers; `scriptHashes` is asked per response so a rebuilt index.html is picked up, and
 * the policy is rebuilt only when they change. A step of the request frame: each is a default, so a
 * response that brings its own policy (a worker's script, server/http/static.ts) keeps it.
 */
const NO_HASHES: readonly string[] = []

export function securityHeaders(
  scriptHashes: () => readonly string[] = () => NO_HASHES,
): RequestStep {
  let policy = { for: undefined as readonly string[] | undefined, text: '' }
  return {
    defaults(_c, { path }, headers) {
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
      if (path.startsWith('/api/')) {
        headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY)
      } else {
        const hashes = scriptHashes()
        if (hashes !== policy.for) policy = { for: hashes, text: contentSecurityPolicy(hashes) }
        headers.set('Content-Security-Policy', policy.text)
      }
    },
  }
}
