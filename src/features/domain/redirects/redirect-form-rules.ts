// The redirect form's checks, the same the server makes (contract/redirects), plus the loop the
// server would refuse: a target on the very host being redirected.
import { redirectCreateRequest, type RedirectStatus } from '@contract/redirects'

export interface RedirectFormValues {
  source: string
  target: string
  status_code: RedirectStatus
  keep_path: boolean
}

/** What is wrong with a field: found by the form, or (`exists`, `not_proxied`, a loop) by the server. */
export type RedirectFormErrors = Partial<
  Record<'source' | 'target', 'required' | 'invalid' | 'query' | 'loop' | 'exists' | 'not_proxied'>
>

export const sourceHostOf = (source: string, domain: string) => {
  const name = source.trim().toLowerCase().replace(/\.$/, '')
  if (name === '@' || name === '' || name === domain) return domain
  return name.endsWith(`.${domain}`) ? name : `${name}.${domain}`
}

export function checkRedirectForm(
  values: RedirectFormValues,
  domain: string,
): { ok: true; redirect: RedirectFormValues } | { ok: false; errors: RedirectFormErrors } {
  const errors: RedirectFormErrors = {}
  const parsed = redirectCreateRequest.safeParse(values)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (field !== 'source' && field !== 'target') continue
      const value = values[field].trim()
      errors[field] ??= !value
        ? 'required'
        : field === 'target' && issue.message.includes('query')
          ? 'query'
          : 'invalid'
    }
    return { ok: false, errors }
  }
  const target = new URL(parsed.data.target)
  if (target.hostname === sourceHostOf(parsed.data.source, domain))
    return { ok: false, errors: { target: 'loop' } }
  return { ok: true, redirect: { ...values, source: parsed.data.source, target: target.href } }
}
