// What the reputation sources found, in the interface language: the owner's domain page and the
// admin console's list of flagged domains say it the same way.
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

const threatNames: Record<string, ReturnType<typeof msg>> = {
  MALWARE: msg`malware`,
  SOCIAL_ENGINEERING: msg`phishing`,
  UNWANTED_SOFTWARE: msg`unwanted software`,
  POTENTIALLY_HARMFUL_APPLICATION: msg`harmful apps`,
}

/** Safe Browsing's list names as words; a list we do not know keeps Google's name. */
export const threatsText = (threats: readonly string[], i18n: I18n): string =>
  threats
    .map((x) => {
      const known = threatNames[x]
      return known ? i18n._(known) : x
    })
    .join(', ')

/** "Flagged by 3 engines" in the active locale's plural forms. */
export const detectionsText = (count: number) =>
  plural(count, {
    one: 'Flagged by # engine',
    few: 'Flagged by # engines',
    many: 'Flagged by # engines',
    other: 'Flagged by # engines',
  })
