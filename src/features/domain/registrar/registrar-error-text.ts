// What went wrong with a registrar change, in the user's language.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '@/lib/api-client'
import { LONG_DAY, formatDate } from '@/lib/format-date'

export function registrarErrorText(err: unknown, i18n: I18n): string {
  if (!(err instanceof ApiError))
    return i18n._(msg`Something went wrong. Nothing was changed; try again.`)
  switch (err.code) {
    case 'registrar_unavailable':
      return i18n._(
        msg`Can't reach the registrar right now. Nothing was changed; try again in a few minutes.`,
      )
    case 'transfer_locked': {
      const until = (err.body as { until?: string } | undefined)?.until
      const date = until ? formatDate(until, i18n.locale, LONG_DAY) : ''
      return i18n._(
        msg({
          message: `The registry does not allow transfers of this domain until ${date}.`,
          comment: 'The Russian date ends with «г.»: add no period after it.',
        }),
      )
    }
    case 'domain_locked':
      return i18n._(msg`Unlock the domain first: a locked domain cannot be transferred.`)
    case 'domain_not_registered':
      return i18n._(msg`The domain is still being registered. Try again once it is active.`)
    case 'not_supported':
      return i18n._(msg`The registrar does not offer this.`)
    default:
      return err.message
  }
}
