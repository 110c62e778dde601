// A refused redirect change in the user's language; other CDN troubles as for DNS records.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '@/lib/api-client'
import type { ChangeRecord } from '@contract/dns-changes'
import { cdnErrorText } from '../dns/cdn-error-text'
import type { RedirectFormErrors } from './redirect-form-rules'

const byCode: Record<string, ReturnType<typeof msg>> = {
  redirect_loop: msg`The target leads back to this address: visitors would loop forever.`,
  redirect_exists: msg`This address already redirects. Remove that redirect first.`,
  source_not_proxied: msg`This name points to a server without the CDN proxy. Turn the proxy on for its DNS records or delete them, then add the redirect.`,
  domain_not_ready: msg`Redirects work once the domain is active.`,
  redirect_not_found: msg`This redirect is already gone.`,
}

export function redirectErrorText(err: unknown, i18n: I18n, fallback: string): string {
  const known = err instanceof ApiError ? byCode[err.code] : undefined
  return known ? i18n._(known) : cdnErrorText(err, i18n, fallback)
}

/**
 * The form field a refused redirect is about (a loop, a name not proxied, a second redirect of one
 * name), and the records in the way, or null when the refusal is not about one field.
 */
export function redirectFieldError(
  err: unknown,
): { errors: RedirectFormErrors; records: ChangeRecord[] } | null {
  if (!(err instanceof ApiError)) return null
  const errors: RedirectFormErrors | undefined = {
    redirect_loop: { target: 'loop' } as const,
    redirect_exists: { source: 'exists' } as const,
    source_not_proxied: { source: 'not_proxied' } as const,
  }[err.code]
  if (!errors) return null
  const records = (err.body as { records?: ChangeRecord[] } | null)?.records ?? []
  return { errors, records }
}
