// A refused forwarding request in the user's language, and the form field it is about: the
// server's 400s name their field, so the text goes next to that field, not into a toast.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isAliasName, isEmailAddress } from '@contract/email-routing'
import { ApiError } from '@/lib/api-client'
import { cdnErrorText } from '../dns/cdn-error-text'

export type EmailField = 'email' | 'alias' | 'destination'

const byCode: Record<string, ReturnType<typeof msg>> = {
  destination_exists: msg`This address is added already.`,
  too_many_destinations: msg`You have the most addresses Cloudflare allows (200). Remove one first.`,
  destination_in_use: msg`Mail is still forwarded to this address. Remove its aliases and the catch-all first.`,
  destination_not_found: msg`This address is already gone.`,
  confirm_by_mail: msg`Confirm the address from the mail sent to it.`,
  alias_exists: msg`This alias exists already.`,
  too_many_aliases: msg`The domain has the most aliases Cloudflare allows (200). Remove one first.`,
  alias_not_found: msg`This alias is already gone.`,
  unknown_destination: msg`Add this address to your addresses first.`,
  destination_unverified: msg`This address is not confirmed yet: open the link in the mail sent to it.`,
  domain_not_ready: msg`Email forwarding works once the domain is active.`,
  email_unsupported: msg`Email forwarding is not available on this CDN.`,
}

/** The text for a malformed value of a field, found by the form or by the server. */
const invalid: Record<EmailField, ReturnType<typeof msg>> = {
  email: msg`Invalid email`,
  destination: msg`Invalid email`,
  alias: msg`Letters, digits and . _ + - only, not at either end; at most 64 characters.`,
}

export function emailErrorText(err: unknown, i18n: I18n, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback
  const known = byCode[err.code]
  if (known) return i18n._(known)
  const field = err.field as EmailField | undefined
  if (err.code === 'bad_request' && field && field in invalid) return i18n._(invalid[field])
  return cdnErrorText(err, i18n, fallback)
}

/** The form field a 400 is about, with its text; null when it is about no field of the forms. */
export function emailFieldError(
  err: unknown,
  i18n: I18n,
): { field: EmailField; text: string } | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null
  const field = err.field as EmailField | undefined
  if (!field || !(field in invalid)) return null
  return { field, text: emailErrorText(err, i18n, i18n._(invalid[field])) }
}

/** The form's own check before sending, the same the server makes (contract/email-routing). */
export function checkEmailField(field: EmailField, value: string, i18n: I18n): string | null {
  const v = value.trim().toLowerCase()
  if (!v) return i18n._(msg`Required field`)
  const ok = field === 'alias' ? isAliasName(v) : isEmailAddress(v)
  return ok ? null : i18n._(invalid[field])
}
