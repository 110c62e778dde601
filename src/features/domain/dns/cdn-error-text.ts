// What went wrong with a CDN change, in the user's language: the CDN unreachable (503), or a
// record the CDN refused (400 `cdn_rejected` with Cloudflare's error codes, which we translate;
// a code we do not know shows the CDN's own words after a translated lead-in).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '@/lib/api-client'

const byCode: Record<number, ReturnType<typeof msg>> = {
  9000: msg`The record name is not valid for this domain.`,
  9004: msg`This record type cannot be proxied.`,
  9005: msg`An A record needs a valid IPv4 address.`,
  9006: msg`An AAAA record needs a valid IPv6 address.`,
  9007: msg`The record content is not valid for its type.`,
  9041: msg`This record cannot be proxied.`,
  81053: msg`A record with this name already exists (a CNAME cannot share its name).`,
  81058: msg`An identical record already exists.`,
}

const cdnErrors = (body: unknown): { code: number; message: string }[] => {
  const list = (body as { cdn_errors?: unknown } | undefined)?.cdn_errors
  return Array.isArray(list) ? (list as { code: number; message: string }[]) : []
}

/** The text for a failed CDN call, or `fallback` when it is not a CDN problem. */
export function cdnErrorText(err: unknown, i18n: I18n, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback
  if (err.status === 503 && err.code === 'cdn_unavailable')
    return i18n._(
      msg`Can't reach the CDN right now. Nothing was changed; try again in a few minutes.`,
    )
  if (err.code !== 'cdn_rejected') return fallback
  const reasons = cdnErrors(err.body)
  const known = reasons.map((r) => byCode[r.code]).find(Boolean)
  if (known) return i18n._(known)
  const said = reasons.map((r) => r.message).join(' ')
  return i18n._(msg`The CDN refused the change: ${said}`)
}
