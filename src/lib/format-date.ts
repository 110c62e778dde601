// Dates on screen in the interface language, kept on one line: at 320 px a Russian date would
// otherwise leave «г.» (or the year) alone at the start of the next line.

const SPACE = / /g
const NO_BREAK_SPACE = '\u00a0'

/** A day as a sentence names it: «26 января 2027 г.», "January 26, 2027". */
export const LONG_DAY: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
}
export const MEDIUM_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }
export const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * `value` (an ISO string or a Date) in `locale`, with no place to wrap inside it; the text as
 * given when it is not a date.
 */
export function formatDate(
  value: string | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = MEDIUM_DAY,
): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return String(value)
  return formatter(locale, options).format(date).replace(SPACE, NO_BREAK_SPACE)
}

/**
 * One formatter per language and options: a list of domains formats a date per row, and building a
 * DateTimeFormat costs 0.4-2 ms at 4x CPU even after the first (which loads ICU's data).
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, made)
  }
  return made
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

/**
 * A time of day on the 24-hour clock, `09:05`, the same in both languages: what
 * Intl.DateTimeFormat gives for 2-digit hours and minutes with `hourCycle: 'h23'`, written out
 * because the first Intl formatter a page builds loads ICU's locale data (88-269 ms at 4x CPU in
 * Chromium), and the offline mark is on the first frame of every offline reopen.
 */
export const clockTime = (date: Date) =>
  `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
