// Redirects of a domain or one of its subdomains to another URL, served by the CDN. The shapes are
// plain string checks (no Node APIs) so the form validates exactly as the server does.
import { z } from 'zod/mini'
import { isRecordName } from './dns-record-rules'

export const redirectStatus = z.union([z.literal(301), z.literal(302)])
export type RedirectStatus = z.infer<typeof redirectStatus>

/** One redirect; `source` is the full host name it answers for (`go.example.com`). */
export const redirectView = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
  status_code: redirectStatus,
  keep_path: z.boolean(),
})
export type RedirectView = z.infer<typeof redirectView>

export const redirectListResponse = z.object({
  redirects: z.array(redirectView),
  total: z.number().check(z.int()),
})
export type RedirectListResponse = z.infer<typeof redirectListResponse>

const MAX_TARGET = 2000

/** Why `target` cannot be a redirect target, or null when it can (same rules as the server). */
export function redirectTargetProblem(raw: string, keepPath: boolean): string | null {
  const value = raw.trim()
  if (!value) return 'is required'
  if (value.length > MAX_TARGET) return `must be at most ${MAX_TARGET} characters`
  if (/\s/.test(value)) return 'must not contain spaces'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'must be an absolute URL such as https://example.org/page'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'must start with https:// or http://'
  if (!url.hostname.includes('.')) return 'must name a public host'
  if (url.username || url.password) return 'must not carry a user name or password'
  // With the path kept, the visitor's path and query are appended, so the target ends at its path.
  if (keepPath && (url.search || url.hash))
    return 'cannot have a query or #fragment when the path is kept'
  return null
}

/**
 * A new redirect. `source` is `@` for the domain itself, a subdomain label (`www`, `go.shop`) or
 * the full host name; `target` an absolute http(s) URL on another host. With `keep_path` the
 * visitor's path and query string are appended to the target; otherwise every request lands on the
 * target exactly.
 */
export const redirectCreateRequest = z
  .object({
    source: z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, 'is required (use @ for the domain itself)'),
        z.refine(isRecordName, 'must be @ or a subdomain such as www'),
      ),
    target: z.string().check(z.trim()),
    status_code: z._default(redirectStatus, 301),
    keep_path: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.source.includes('*'))
        ctx.addIssue({ code: 'custom', path: ['source'], message: 'cannot be a wildcard' })
      const problem = redirectTargetProblem(v.target, v.keep_path)
      if (problem) ctx.addIssue({ code: 'custom', path: ['target'], message: problem })
    }),
  )
export type RedirectCreateRequest = z.input<typeof redirectCreateRequest>

export const redirectCreateResponse = z.object({ success: z.literal(true), redirect: redirectView })
export const redirectDeleteResponse = z.object({ success: z.literal(true), id: z.string() })
