// A refused or failed "check now", in the owner's language.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '@/lib/api-client'

export function checkErrorText(err: unknown, i18n: I18n): string {
  if (err instanceof ApiError && err.status === 404)
    return i18n._(msg`Only an active domain of yours can be checked.`)
  if (err instanceof ApiError && err.status === 503)
    return i18n._(msg`The check could not run right now. Try again in a few minutes.`)
  return i18n._(msg`The check failed. Try again.`)
}
