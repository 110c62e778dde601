import { plural } from '@lingui/core/macro'

/** "2 years" / "2 года": Russian has three forms (год, года, лет), picked by the active locale. */
export const yearsLabel = (years: number) => plural(years, { one: '# year', other: '# years' })

export const RENEWAL_YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
