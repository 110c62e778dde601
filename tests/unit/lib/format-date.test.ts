import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DAY_AND_TIME, LONG_DAY, clockTime, formatDate } from '@/lib/format-date'

describe('formatDate', () => {
  it('keeps a Russian date on one line: «г.» never starts a line of its own', () => {
    const text = formatDate('2027-01-26T12:00:00Z', 'ru', LONG_DAY)
    expect(text).toBe('26\u00a0января\u00a02027\u00a0г.')
    expect(text).not.toMatch(/\s(?<!\u00a0)/)
  })

  it('keeps an English date and a date with time unbroken too', () => {
    expect(formatDate('2027-01-26T12:00:00Z', 'en', LONG_DAY)).toBe('January\u00a026,\u00a02027')
    expect(formatDate('2027-01-26T12:00:00Z', 'ru', DAY_AND_TIME)).not.toContain(' ')
  })

  it('gives back text that is not a date as it came', () => {
    expect(formatDate('soon', 'ru')).toBe('soon')
  })
})

describe('clockTime', () => {
  it('writes the 24-hour time Intl writes for 2-digit hours and minutes, in both languages', () => {
    const intl = ['en', 'ru'].map(
      (locale) =>
        new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    )
    expect(clockTime(new Date(2027, 0, 26, 9, 5))).toBe('09:05')
    expect(clockTime(new Date(2027, 0, 26, 0, 0))).toBe('00:00')
    expect(clockTime(new Date(2027, 0, 26, 23, 59))).toBe('23:59')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const date = new Date(ms)
        for (const format of intl) expect(clockTime(date)).toBe(format.format(date))
      }),
      { numRuns: 2000 },
    )
  })
})
